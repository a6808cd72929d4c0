import DiffEngine
import Storyboard
import Testing

@Suite struct TraceStoryboardTests {
    static func kitKat() throws -> TraceStoryboard {
        let trace = try Trace(source: Unit.grapheme.tokens(of: "kit"), target: Unit.grapheme.tokens(of: "kat"))
        return TraceStoryboard(trace: trace, questions: [.init(row: 2, column: 2)])
    }

    @Test("kit -> kat: two seeds, nine cells, four path steps, a summary")
    func frameCount() throws {
        let frames = try Self.kitKat().frames
        #expect(frames.count == 2 + 9 + 4 + 1)
        #expect(frames.compactMap(\.prompt).count == 1)
        #expect(frames.last?.narration.en.contains("edit distance 1") == true)
    }

    @Test("the substitution cell states its arithmetic")
    func arithmetic() throws {
        let frames = try Self.kitKat().frames
        // Seeds, then row k (3 cells), then i vs k, i vs a.
        let cell = frames[2 + 3 + 1]
        #expect(cell.prompt?.accepts("1") == true)
        #expect(cell.prompt?.explanation.en == "i vs a: different; min(up 1, left 1, diagonal 0) + 1 = 1; substitute.")
    }

    @Test("kit -> kat frames match the reviewed text in both languages")
    func expected() throws {
        try ExpectedText.check(try Self.kitKat().frames, heading: .same("kit → kat"), name: "kit-kat")
    }
}
