import Foundation
import Testing

/// Input made to break diffstep, by mistake or on purpose: each gets one clear line and a
/// non-zero exit, or, inside `check`, zero for that student while every other is graded.
@Suite struct HostileInputTests {
    static let nestedMap =
        "collectionView.insertItems(at: (0..<99999).map { a in (0..<99999).map { b in IndexPath(item: b, section: 0) } })"

    static func deep(_ open: String, _ close: String, _ count: Int = 1_600) -> String {
        "collectionView.insertItems(at: " + String(repeating: open, count: count) + "1"
            + String(repeating: close, count: count) + ")"
    }

    @Test(
        "a snippet nested too deep or spelling out too much is refused in one line with its place",
        arguments: [
            Self.nestedMap, Self.deep("[", "]"), Self.deep("(", ")"),
            String(repeating: "collectionView.performBatchUpdates({", count: 1_600)
                + String(repeating: "})", count: 1_600),
            "collectionView.insertItems(at: (-9223372036854775807 - 1...9223372036854775807).map { IndexPath(item: $0, section: 0) })",
            "let x = 0 - 9223372036854775807 - 1\ncollectionView.insertItems(at: [IndexPath(item: -x, section: 0)])",
        ])
    func snippets(snippet: String) throws {
        let result = try CLI.run(["batch", "--old", "a", "--new", "a", "--calls", "-"], stdin: snippet)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("diffstep: <stdin>:") == true)
        #expect(lines.count == 3, "the error, the line (at most 62 characters) and the caret")
        #expect(lines.allSatisfy { $0.count < 120 })
    }

    @Test("huge numbers, nesting and endless maps in a class: a huge cell costs its own cell, broken JSON zero")
    func classWithHostileSubmissions() throws {
        let good = Array("0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n".utf8)
        let folder = try CheckCommandTests.folder([
            "good.txt": good,
            "huge.txt": Array("0 1 2 3\n1 0 1 2\n2 1 1 9223372036854775807\n3 2 2 1\n".utf8),
            "bigger.txt": Array("0 1 2 3\n1 0 1 2\n2 1 1 99999999999999999999\n3 2 2 1\n".utf8),
            "json.json": Array("{\"table\": [[0,1,2,3],[1,0,1,2],[2,1,1,9223372036854775807],[3,2,2,1]]}".utf8),
            "deep.json": Array(
                ("{\"table\": " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}")
                    .utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run([
            "check", CheckCommandTests.exercise("kit-kat-table.md"), folder.path, "--format", "json", "--lang", "en",
        ])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let students = try #require(report["results"] as? [[String: Any]])
        #expect(students.count == 5)
        for student in students {
            let name = student["student"] as? String
            let score = student["score"] as? Double
            // A number over a million in a text table is an unreadable token: it costs its own
            // cell (the forgiving reader), never an overflow; broken JSON is not a table at all.
            let expected: Double =
                switch name {
                case "good": 10
                case "huge", "bigger": 9.37
                default: 0
                }
            #expect(score == expected, "\(name ?? "?")")
        }
    }

    @Test("a batch exercise graded next to an endless .map: the map is refused, the class is graded")
    func batchClass() throws {
        let folder = try CheckCommandTests.folder([
            "good.txt": Array("delete 0 1 2\ninsert 3 4 5\n".utf8),
            "map.swift": Array(Self.nestedMap.utf8),
            "deep.swift": Array(Self.deep("[", "]").utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run([
            "check", CheckCommandTests.exercise("indexpath-game-batch.md"), folder.path, "--format", "json", "--lang",
            "en",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"good\""))
        #expect(result.stdout.contains("spells out more than 1000000 values"))
        #expect(result.stdout.contains("nested more than 64 levels deep"))
    }

    @Test("a YAML alias bomb in front matter is refused at once")
    func aliasBomb() throws {
        let levels = (1...7).map { level in
            "&l\(level) [" + Array(repeating: level == 1 ? "\"x\"" : "*l\(level - 1)", count: 9).joined(separator: ",")
                + "]"
        }
        let text = "---\nid: bomb\nkind: table\npoints: 1\ninputs: [\(levels.joined(separator: ", "))]\n---\n# bomb\n"
        let folder = try CheckCommandTests.folder(["bomb.md": Array(text.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run([
            "exercise", "variant", folder.appendingPathComponent("bomb.md").path, "--student", "kim",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("more than 10000 values once aliases (*name) are expanded"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        // In the user's language, as every refusal.
        let korean = try CLI.run([
            "exercise", "variant", folder.appendingPathComponent("bomb.md").path, "--student", "kim", "--lang", "ko",
        ])
        #expect(korean.status == 2)
        #expect(korean.stderr.contains("별칭(*이름, alias)을 펼치면 값이 10000개를 넘습니다"))
        #expect(korean.stderr.split(separator: "\n").count == 1)
    }
}

/// Inputs at the size limits: linear work, and a clear refusal past the limit.
@Suite struct LargeInputTests {
    @Test("plan reads --old @FILE and plans 20,000 reversed items into a batch the simulator accepts")
    func planFromFiles() throws {
        let count = 20_000
        let folder = try CheckCommandTests.folder([
            "old.txt": Array((0..<count).map { "i\($0)" }.joined(separator: "\n").utf8),
            "new.txt": Array((0..<count).reversed().map { "i\($0)" }.joined(separator: "\r\n").utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run([
            "plan", "--old", "@" + folder.appendingPathComponent("old.txt").path,
            "--new", "@" + folder.appendingPathComponent("new.txt").path, "--format", "json",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"verdict\""))
        let refused = try CLI.run([
            "plan", "--old", "@" + folder.appendingPathComponent("old.txt").path, "--new", "a", "--max-items", "100",
        ])
        #expect(refused.status == 2)
        #expect(refused.stderr == "diffstep: too many items in --old: 20000 (limit 100, --max-items)\n")
    }

    @Test("an ESC or a bidi override in the input never reaches the terminal raw")
    func controlCharacters() throws {
        let hostile = "c \u{1B}[2Jb \u{202E}x \u{9B}31m"
        for arguments in [
            ["plan", "--old", "a b c", "--new", hostile],
            ["batch", "--old", hostile, "--new", "c", "--calls", "-"],
            ["trace", "a\u{1B}]0;title\u{07}", "b"],
            ["diff", "a \u{1B}[1A b", "b"],
        ] {
            let result = try CLI.run(arguments, stdin: "delete 0 1 2")
            #expect(!result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{9B}" })
            #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{9B}" })
        }
    }

    @Test("a snapshot script of 20,000 items runs to its end")
    func largeSnapshot() throws {
        let names = (0..<20_000).map { "i\($0)" }
        let script =
            "appendSections main\nappendItems \(names.joined(separator: " "))\napply\n"
            + "deleteItems \(names.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element }.joined(separator: " "))\napply\n"
        let result = try CLI.run(["snapshot", "-", "--format", "json"], stdin: script)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"deleteItems\""))
    }

    @Test("a 240 x 240 trace exports in every format; one past the stepped-cell limit is refused naming the flag")
    func exports() throws {
        let source = String((0..<239).map { Array("abcd")[($0 * 7) % 4] })
        let target = String((0..<239).map { Array("abcd")[($0 * 5 + 1) % 4] })
        for format in ["svg", "markdown", "html", "json"] {
            let result = try CLI.run(["trace", source, target, "--format", format])
            #expect(result.status == 0, "\(format)")
            #expect(!result.stdout.isEmpty)
        }
        // Past the stepped limit the band is drawn instead (250 equal letters: k = 0); a band
        // over the traced limit is refused: 4001 rows x (2 x 4000 + 2) slots > 25,000,000.
        let big = String(repeating: "a", count: 250)
        let banded = try CLI.run(["trace", big, big, "--format", "svg"])
        #expect(banded.status == 0)
        let (many, other) = (String(repeating: "a", count: 4000), String(repeating: "b", count: 4000))
        let refused = try CLI.run(["trace", many, other, "--format", "svg"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("diagonal band too large"))
        #expect(refused.stderr.contains("limit 25000000, --max-cells"))
    }
}

/// A bug that still traps is told in at most two lines, never a backtrace.
@Suite struct CrashLineTests {
    @Test("a trap or a stack overflow ends with one line of ours and exit 70", arguments: ["trap", "overflow"])
    func crash(kind: String) throws {
        let result = try CLI.run(
            ["trace", "kit", "kat"], environment: ["DIFFSTEP_TEST_CRASH": kind, "SWIFT_BACKTRACE": ""])
        #expect(result.status == 70)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count <= 2)
        #expect(
            lines.last
                == "diffstep: stopped by an internal error (a bug in diffstep); please report the command and input you used."
        )
        #expect(!result.stderr.contains("Backtrac"))
    }
}
