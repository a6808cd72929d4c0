import DiffEngine
import Foundation
import PropertyBased
import Storyboard
import Testing

@testable import Wire

/// The stepper's JSON is kept in flat lists until it is written (`StepperPhrases`,
/// `StepperCells`): read back the way the page reads it, it must give every frame's words and
/// every cell of every frame, whatever the texts.
@Suite struct StepperJSONReadBackTests {
    static let word = Gen.element(of: ["a", "b", "ab", "다", "👩‍💻", " "]).map { $0 ?? "" }.array(of: 0...7).map {
        $0.joined()
    }

    /// The page's reading: each frame's narration from `"w"`, and each cell's text and role
    /// letters from `"v"` through the frame's `"p"` (in full) or `"d"` (changes).
    static func readBack(_ text: String) throws -> [(narration: String?, cells: [String])] {
        let data = try #require(text.data(using: .utf8))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let phrases = try #require(root["w"] as? [String])
        let values = try #require(root["v"] as? [Any]).map { value -> String in
            if let text = value as? String { return text }
            let parts = (value as? [Any]) ?? []
            return parts.prefix(2).compactMap { $0 as? String }.joined(separator: "|")
        }
        var grid: [Int] = []
        var out: [(narration: String?, cells: [String])] = []
        for frame in try #require(root["frames"] as? [[String: Any]]) {
            let narration = (frame["n"] as? [Int]).map { $0.map { phrases[$0] }.joined(separator: " ") }
            if let panels = frame["p"] as? [[String: Any]] {
                grid = panels.flatMap { ($0["c"] as? [[Int]] ?? []).flatMap { $0 } }
            } else {
                let changes = try #require(frame["d"] as? [Int])
                for pair in stride(from: 0, to: changes.count, by: 2) { grid[changes[pair]] = changes[pair + 1] }
            }
            out.append((narration, grid.map { values[$0] }))
        }
        return out
    }

    @Test("read back as the page reads it, the JSON gives every frame's narration and cells")
    func readsBack() async throws {
        await propertyCheck(count: 60, input: Self.word, Self.word, Gen.bool) { source, target, merged in
            guard let trace = try? Trace(source: source.map(String.init), target: target.map(String.init)) else {
                Issue.record("no trace of \(source) and \(target)")
                return
            }
            let frames = TraceStoryboard(trace: trace, language: .en).sequence
            let json = StepperJSON(frames, language: .en, phraseMerges: merged ? StepperJSON.defaultPhraseMerges : 0)
            guard let read = try? Self.readBack(json.text) else {
                Issue.record("unreadable JSON: \(json.text.prefix(200))")
                return
            }
            #expect(read.count == frames.count)
            for (index, frame) in zip(frames.indices, read) {
                let expected = frames[index]
                #expect(frame.narration == expected.narration[.en], "frame \(index)")
                let cells = expected.panels.flatMap { $0.cells.flatMap { $0 } }.map { cell in
                    cell.roles.isEmpty && cell.origin == nil ? cell.text : cell.text + "|" + Role.letters(cell.roles)
                }
                #expect(frame.cells == cells, "frame \(index)")
            }
        }
    }
}
