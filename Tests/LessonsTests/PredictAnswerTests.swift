import Lessons
import Storyboard
import Testing

/// Each predict step's answer, checked against a value worked out here independently of the
/// engine (by hand for the article's sums, by a plain recursive edit distance for the cells).
@Suite struct PredictAnswerTests {
    /// Levenshtein distance the slow obvious way, on characters.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var next = [i + 1]
            for (j, y) in b.enumerated() {
                next.append(min(row[j + 1] + 1, next[j] + 1, row[j] + (x == y ? 0 : 1)))
            }
            row = next
        }
        return row[b.count]
    }

    static func prompts(_ id: String) throws -> [(frame: Frame, prompt: Prompt)] {
        let lesson = try #require(Curriculum.lesson(named: id))
        return lesson.frames.compactMap { frame in frame.prompt.map { (frame, $0) } }
    }

    @Test("lesson 1: 6 on screen + 3 inserted - 0 deleted = 9 expected, while the data source returns 10")
    func batchCrashSum() throws {
        let prompts = try Self.prompts("batch-crash")
        let (frame, prompt) = try #require(prompts.first)
        #expect(prompts.count == 1)
        #expect(prompt.accepted == ["9"])
        #expect(prompt.accepts("9") && !prompt.accepts("10") && !prompt.accepts("6"))
        #expect(
            frame.narration.en
                == "The screen has 6 items. The batch inserts 3 and deletes none. But the data source returns 10.")
        #expect(prompt.explanation.en.hasPrefix("6 + 3 - 0 = 9. The data source says 10"))
        let lesson = try #require(Curriculum.lesson(named: "batch-crash"))
        let crash = try #require(lesson.frames.last)
        #expect(crash.narration.en.contains("the count after (10), the count before (6)"))
        #expect(crash.narration.en.contains("(3 inserted, 0 deleted)"))
    }

    @Test(
        "predict-the-next-cell: the asked cell's answer is the edit distance of the two prefixes",
        arguments: [("kit-kat", "kit", "kat"), ("auery-garuey", "AUERY", "GARUEY")])
    func nextCell(id: String, source: String, target: String) throws {
        let cells = try Self.prompts(id).compactMap { frame, prompt -> (Int, Int, Prompt)? in
            guard let table = frame.panels.first(where: { !$0.cells.isEmpty && $0.cells.count == source.count + 1 }),
                let row = table.cells.firstIndex(where: { $0.contains { $0.roles.contains(.current) } }),
                let column = table.cells[row].firstIndex(where: { $0.roles.contains(.current) })
            else { return nil }
            return (row, column, prompt)
        }
        #expect(!cells.isEmpty)
        for (row, column, prompt) in cells {
            let expected = Self.distance(Array(source.prefix(row)), Array(target.prefix(column)))
            #expect(prompt.accepts(String(expected)), "\(id) cell (\(row), \(column)) expects \(expected)")
            #expect(!prompt.accepts(String(expected + 1)), "\(id) cell (\(row), \(column))")
        }
    }

    @Test("kit -> kat is one substitution; AUERY -> GARUEY is 3, and the lessons ask for exactly that")
    func distances() throws {
        #expect(Self.distance(Array("kit"), Array("kat")) == 1)
        #expect(Self.distance(Array("AUERY"), Array("GARUEY")) == 3)
        let auery = try Self.prompts("auery-garuey").map { $0.prompt }
        #expect(auery.contains { $0.accepted == ["3"] })
    }
}
