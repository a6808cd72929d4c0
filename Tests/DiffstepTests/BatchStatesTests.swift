import Foundation
import TestSupport
import Testing

/// `diffstep batch` on long batches: each step as its change, its state in a window; the
/// JSON's start state and edits rebuild every state `--full-states` prints.
@Suite struct BatchStatesTests {
    /// A script's reader of the JSON: the start state, then each step's edits applied in order.
    static func states(fromEdits sequential: [String: Any]) throws -> [String] {
        var cells = try #require(sequential["start"] as? String).split(separator: " ").map(String.init)
        var states: [String] = []
        for step in try #require(sequential["steps"] as? [[String: Any]]) {
            for edit in try #require(step["edits"] as? [[String: Any]]) {
                func item(_ key: String) throws -> Int { try #require((edit[key] as? [Int])?.last) }
                switch try #require(edit["op"] as? String) {
                case "insert": cells.insert("+", at: try item("at"))
                case "delete": cells.remove(at: try item("at"))
                case "reload": cells[try item("at")] = "~"
                case "move":
                    let cell = cells.remove(at: try item("from"))
                    cells.insert(">" + cell.drop { "+~>".contains($0) }, at: try item("to"))
                default: Issue.record("an edit this reader does not know: \(edit)")
                }
            }
            states.append(cells.joined(separator: " "))
        }
        return states
    }

    static func sequential(_ arguments: [String], stdin: String) throws -> [String: Any] {
        let result = try CLI.run(
            ["batch", "--old", "a b c d e f g h", "--calls", "-", "--format", "json"] + arguments, stdin: stdin)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let batch = try #require((json["batches"] as? [[String: Any]])?.first)
        return try #require(batch["sequential"] as? [String: Any])
    }

    @Test("--format json: the start once and each step's edits rebuild the states --full-states prints")
    func editsRebuildTheStates() throws {
        let calls = "insert 8\ndelete 0 2\nmove 1 5\nreload 3\ninsert 0 1\nmove 9 0\n"
        let edits = try Self.sequential([], stdin: calls)
        let full = try Self.sequential(["--full-states"], stdin: calls)
        let printed = try #require(full["steps"] as? [[String: Any]]).map { $0["state"] as? String }
        #expect(printed.count == 6)
        #expect(try Self.states(fromEdits: edits) == printed.compactMap { $0 })
        #expect((edits["steps"] as? [[String: Any]])?.allSatisfy { $0["state"] == nil } == true)
    }

    @Test("a long batch: each step shows the cells around its change and counts the rest, in both languages")
    func windowAroundTheChange() throws {
        let calls = (1...40).map { "insert \($0)" }.joined(separator: "\n")
        let en = try CLI.run(["batch", "--old", "a", "--calls", "-", "--color", "never", "--lang", "en"], stdin: calls)
        let lines = en.stdout.split(separator: "\n")
        let last = try #require(lines.first { $0.contains("insert 40 ") })
        // 41 cells: 37 left out (0...36), then 37...39 and the cell inserted at 40.
        #expect(last.contains("… 37 more + + + +"))
        let ko = try CLI.run(["batch", "--old", "a", "--calls", "-", "--color", "never", "--lang", "ko"], stdin: calls)
        #expect(ko.stdout.contains("… 37개 더 + + + +"))
        let full = try CLI.run(
            ["batch", "--old", "a", "--calls", "-", "--color", "never", "--full-states", "--lang", "en"], stdin: calls)
        #expect(full.stdout.contains("a " + Array(repeating: "+", count: 40).joined(separator: " ")))
        #expect(!full.stdout.contains("more"))
    }

    @Test("text output grows with the calls, not with calls x items: the result row is windowed too")
    func outputGrowsLinearly() throws {
        func text(_ count: Int) throws -> String {
            let calls = (0..<count).map { "insert \($0)" }.joined(separator: "\n")
            return try CLI.run(
                ["batch", "--old", "[0]", "--new", "[\(count)]", "--calls", "-", "--color", "never", "--lang", "en"],
                stdin: calls
            ).stdout
        }
        let small = try text(100)
        let large = try text(800)
        // Every step's line is padded to the widest line of its column; a whole result row
        // (800 items) made that 800 cells wide, and the output 800 x 800.
        #expect(large.utf8.count < 12 * small.utf8.count, "\(small.utf8.count) -> \(large.utf8.count) bytes")
        let result = try #require(large.split(separator: "\n").first { $0.contains("result") })
        #expect(result.contains("… 796 more 0.796 0.797 0.798 0.799 ✓"))
    }
}
