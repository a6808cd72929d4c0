import Foundation
import TestSupport
import Testing

/// `diffstep batch` and `diffstep plan` as a learner runs them.
@Suite struct BatchCommandTests {
    static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
    static let example6 = expected.appendingPathComponent("example6.swift").path

    @Test("example 6 as written: UIKit's text, exit 3, both readings (expected file)")
    func example6Text() throws {
        let result = try CLI.run([
            "batch", "--old", "a b c d e f", "--new", "d e f g h i", "--calls", Self.example6, "--color", "never",
        ])
        #expect(result.status == 3)
        #expect(
            result.stdout.contains(
                "reason: 'attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update'"
            ))
        try ExpectedOutput.check(result.stdout, named: "batch-example6.txt")
    }

    @Test("example 6 as JSON (expected file)")
    func example6JSON() throws {
        let result = try CLI.run(["batch", "--old", "a b c d e f", "--calls", Self.example6, "--format", "json"])
        #expect(result.status == 3)
        try ExpectedOutput.check(result.stdout, named: "batch-example6.json")
    }

    @Test("the corrected example 6 from standard input in the compact form exits 0")
    func fixed() throws {
        let result = try CLI.run(
            ["batch", "--old", "a b c d e f", "--new", "d e f g h i", "--calls", "-"],
            stdin: "delete 0 1 2\ninsert 3 4 5\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("✓"))
    }

    @Test("consistent counts but wrong indexes: exit 4 with the wrong positions")
    func wrongContent() throws {
        let result = try CLI.run(
            ["batch", "--old", "a b c d", "--new", "a d", "--calls", "-", "--color", "never"], stdin: "delete 2 3\n")
        #expect(result.status == 4)
        #expect(result.stdout.contains("0 - 1 shows b, data has d"))
    }

    @Test("table view wording with --view table")
    func table() throws {
        let result = try CLI.run(
            ["batch", "--old", "a b c d e f", "--new", "d e f g h i", "--calls", "-", "--view", "table"],
            stdin: "insert 6 7 8\ndelete 0 1 2\n")
        #expect(result.status == 3)
        #expect(
            result.stdout.contains(
                "attempt to insert row 6 into section 0, but there are only 6 rows in section 0 after the update"))
    }

    @Test(
        "a parse error: file:line:column, the line, a caret, exit 2",
        arguments: [
            (
                "collectionView.deleteItem(at: [])\n",
                """
                diffstep: <stdin>:1:16: unknown call "deleteItem"; did you mean "deleteItems"?
                  collectionView.deleteItem(at: [])
                                 ^

                """
            ),
            (
                "@objc func f() {\n  collectionView.deleteItems(at: @[])\n}\n",
                """
                diffstep: <stdin>:2:34: unexpected character "@"
                    collectionView.deleteItems(at: @[])
                                                   ^

                """
            ),
        ])
    func parseError(stdin: String, stderr: String) throws {
        let result = try CLI.run(["batch", "--old", "a b", "--calls", "-"], stdin: stdin)
        #expect(result.status == 2)
        #expect(result.stderr == stderr)
    }

    @Test("bad data and a missing file are one line on stderr, exit 2")
    func badInput() throws {
        let missing = try CLI.run(["batch", "--old", "a", "--calls", "/no/such/file"])
        #expect(missing.status == 2)
        #expect(missing.stderr.split(separator: "\n").count == 1)
        let badData = try CLI.run(["plan", "--old", "A: a | : b", "--new", "a"])
        #expect(badData.status == 2)
        #expect(badData.stderr.hasPrefix("diffstep: --old"))
    }

    @Test("plan prints performBatchUpdates blocks that pass their own check", arguments: ["single", "staged"])
    func plan(strategy: String) throws {
        let result = try CLI.run([
            "plan", "--old", "A: a b c | B: d e", "--new", "B: e d x | A: c a=A", "--strategy", strategy,
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("collectionView.performBatchUpdates({"))
        let json = try CLI.run([
            "plan", "--old", "a b c d e f", "--new", "d e f g h i", "--strategy", strategy, "--format", "json",
        ])
        #expect(json.stdout.contains("\"kind\": \"correct\""))
    }

    @Test("plan a b c -> c b a moves a and c (no move onto an item's own index), its comments in --lang")
    func planReversed() throws {
        let english = try CLI.run(["plan", "--old", "a b c", "--new", "c b a"])
        #expect(english.status == 0)
        #expect(
            english.stdout.contains("moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))"))
        #expect(
            !english.stdout.contains("moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))")
        )
        #expect(english.stdout.contains("// update the data source here first"))
        let korean = try CLI.run(["plan", "--old", "a b c", "--new", "c b a", "--lang", "ko"])
        #expect(korean.stdout.contains("// 1/1: 이 단계 뒤 데이터 소스: c b a"))
        #expect(korean.stdout.contains("// 여기서 먼저 데이터 소스를 바꿉니다"))
        let same = try CLI.run(["plan", "--old", "a b", "--new", "a b", "--lang", "ko"])
        #expect(same.stdout == "// 옛 데이터와 새 데이터가 같습니다: 할 일이 없습니다\n")
    }

    @Test("--help documents the exit codes")
    func help() throws {
        let result = try CLI.run(["batch", "--help"])
        #expect(result.stdout.contains("3  UIKit would raise"))
        #expect(result.stdout.contains("4  no crash, but wrong content"))
    }
}

/// Verdicts that must not blame the order of the calls when the order is not the problem.
@Suite struct BatchVerdictTests {
    @Test("an insert past the end fails in both readings: no order note")
    func insertPastEnd() throws {
        let result = try CLI.run(["batch", "--old", "a b c", "--new", "a b c", "--calls", "-"], stdin: "insert 3\n")
        #expect(result.status == 3)
        #expect(!result.stdout.contains("Call after call this would work"))
        #expect(result.stdout.contains("result    a b c ✗"))
    }

    @Test("delete and reload of one item gets its own cause, not the order note")
    func deleteAndReload() throws {
        let result = try CLI.run(
            ["batch", "--old", "a b c", "--new", "a c", "--calls", "-"], stdin: "delete 1\nreload 1\n")
        #expect(result.status == 3)
        #expect(result.stdout.contains("attempt to delete and reload the same index path"))
        #expect(!result.stdout.contains("Call after call this would work"))
        #expect(result.stdout.contains("passed twice for one index"))
    }

    @Test("a call the written order skips: no 'would work', the skipped call named, in ko and en")
    func skippedCall() throws {
        let english = try CLI.run(
            ["batch", "--old", "a b c", "--new", "a b c", "--calls", "-", "--lang", "en", "--color", "never"],
            stdin: "insert 99999999999\n")
        #expect(english.status == 3)
        #expect(!english.stdout.contains("would work"))
        #expect(english.stdout.contains("result              a b c ✗"))
        #expect(
            english.stdout.contains(
                "Call after call this does not work either: it skips line 1 (insert 99999999999), as there is no index 99999999999 in section 0 (only 3 items)."
            ))
        let korean = try CLI.run(
            ["batch", "--old", "a b c", "--new", "a b c x", "--calls", "-", "--lang", "ko", "--color", "never"],
            stdin: "insert 99999999999\ninsert 7\n")
        #expect(korean.status == 3)
        #expect(korean.stdout.contains("건너뛴 호출: 1번째 줄 (insert 99999999999). 0번 섹션에는 99999999999번 자리가 없습니다 (3개뿐)."))
        #expect(korean.stdout.contains("그 밖에 호출 1개를 더 건너뜁니다."))
    }

    @Test("the article's example 6 still gets the order note")
    func exampleSix() throws {
        let result = try CLI.run(
            ["batch", "--old", "a b c d e f", "--new", "d e f g h i", "--calls", "-"],
            stdin: "insert 6 7 8\ndelete 0 1 2\n")
        #expect(result.status == 3)
        #expect(result.stdout.contains("Call after call this would work"))
    }
}
