import Foundation
import Testing

@Suite struct DiffCommandTests {
    @Test("the article: abc to bcd")
    func article() throws {
        let result = try CLI.run(["diff", "abc", "bcd"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == "delete \"a\" at 0\ninsert \"d\" at 2\n\ninserts 1, deletes 1, moves 0, updates 0\n")
    }

    @Test("the article's abc to bcd is the same through all three algorithms", arguments: ListDiff.algorithms)
    func articleEveryAlgorithm(algorithm: String) throws {
        let result = try CLI.run(["diff", "abc", "bcd", "--algorithm", algorithm])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == "delete \"a\" at 0\ninsert \"d\" at 2\n\ninserts 1, deletes 1, moves 0, updates 0\n")
    }

    @Test(
        "every algorithm's JSON changes turn old into new",
        arguments: ListDiff.algorithms, [("kitten", "sitting"), ("abcdef", "fbdcea"), ("AUERY", "GARUEY"), ("aab", "")])
    func applyingGivesNew(algorithm: String, pair: (String, String)) throws {
        let result = try CLI.run(["diff", pair.0, pair.1, "--algorithm", algorithm, "--format", "json"])
        #expect(result.status == 0)
        #expect(try ListDiff.apply(json: result.stdout, to: pair.0.map(String.init)) == pair.1.map(String.init))
    }

    @Test("wagner-fischer pairs a delete and an insert of one item into a move")
    func wagnerFischerMoves() throws {
        let moved = try CLI.run(["diff", "a b c", "b c a", "--unit", "word", "--algorithm", "wagner-fischer"])
        #expect(moved.stdout == "move \"a\" from 0 to 2\n\ninserts 0, deletes 0, moves 1, updates 0\n")
    }

    @Test("a table over the cell limit is refused in one line that suggests heckel")
    func wagnerFischerLimit() throws {
        let result = try CLI.run(["diff", "abcd", "bcde", "--algorithm", "wagner-fischer", "--max-cells", "24"])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(
            result.stderr
                == "diffstep: wagner-fischer table too large: 5 x 5 = 25 cells (limit 24, --max-cells); for big inputs use --algorithm heckel\n"
        )
    }

    @Test(
        "summaries: replaces, the engine's units, heckel's raw moves against the fewest in Korean",
        arguments: [
            (["kit", "kat", "--algorithm", "wagner-fischer"], "inserts 0, deletes 0, moves 0, updates 0, replaces 1"),
            (["한", "하", "--unit", "jamo"], "inserts 0, deletes 1, moves 0, updates 0"),
            (["x, y", "y, x, z", "--unit", "item"], "inserts 1, deletes 0, moves 1, updates 0"),
            (["12345", "15234", "--lang", "ko"], "삽입 0, 삭제 0, 이동 1, 갱신 0"),
            (["12345", "15234", "--moves", "heckel", "--lang", "ko"], "삽입 0, 삭제 0, 이동 4, 갱신 0"),
        ])
    func summaries(arguments: [String], expected: String) throws {
        let result = try CLI.run(["diff"] + arguments + ["--format", "summary"])
        #expect(result.status == 0 && result.stdout == expected + "\n")
    }

    @Test("myers and JSON: one line per change object, counts at the end")
    func myersJSON() throws {
        let result = try CLI.run([
            "diff", "a b c", "b c a", "--unit", "word", "--algorithm", "myers", "--format", "json",
        ])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let changes = object?["changes"] as? [[String: Any]]
        #expect(changes?.count == 1 && changes?.first?["type"] as? String == "move")
        #expect((object?["counts"] as? [String: Int])?["moves"] == 1)
    }

    @Test("files with one item per line")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diffstep-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("old.txt")
        let new = directory.appendingPathComponent("new.txt")
        try Data("one\ntwo\nthree\n".utf8).write(to: old)
        try Data("three\none\ntwo\n".utf8).write(to: new)
        let result = try CLI.run(["diff", "--source-file", old.path, "--target-file", new.path, "--unit", "line"])
        #expect(result.stdout == "move \"three\" from 2 to 0\n\ninserts 0, deletes 0, moves 1, updates 0\n")
    }

    @Test(
        "bad input is one line on stderr and a non-zero exit",
        arguments: [
            ["diff", "abc"],
            ["diff", "abc", "bcd", "--source-file", "/no/such/file"],
            ["diff", "abc", "bcd", "extra"],
            ["diff", "abc", "bcd", "--algorithm", "quantum"],
            ["diff", "abc", "bcd", "--color", "sometimes"],
        ])
    func badInput(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("diffstep: ") && result.stderr.split(separator: "\n").count == 1)
    }
}
