import DiffEngine
import Storyboard
import Testing

@Suite struct TraceStoryboardTests {
    static func kitKat() throws -> TraceStoryboard {
        let trace = try Trace(
            source: TokenUnit.grapheme.tokens(of: "kit"), target: TokenUnit.grapheme.tokens(of: "kat"))
        return TraceStoryboard(trace: trace, questions: [.init(row: 2, column: 2)])
    }

    @Test("words keep their spaces in the narration, and the empty text is ε, as in the headers")
    func wordsAndTheEmptyText() throws {
        let unit = TokenUnit.word
        let words = try Trace(source: unit.tokens(of: "the cat sat"), target: unit.tokens(of: "the dog sat"))
        let frames = TraceStoryboard(trace: words, unit: unit).frames
        #expect(frames.last?.narration.en.hasPrefix("the cat sat → the dog sat: edit distance 1") == true)
        #expect(frames.first?.narration.en.contains(#"Turning ε into "the", "the dog", "the dog sat""#) == true)
        let empty = try Trace(source: [], target: TokenUnit.grapheme.tokens(of: "ab"))
        let summary = try #require(TraceStoryboard(trace: empty).frames.last)
        #expect(summary.narration.en.hasPrefix("ε → ab: edit distance 2"))
        #expect(summary.panels.first?.rowHeaders == ["ε"])
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
        #expect(
            cell.prompt?.explanation.en
                == "i vs a: different. min(up 1, left 1, diagonal 0) + 1 = 1. The smallest is on the diagonal, so: substitute."
        )
        #expect(
            cell.prompt?.explanation.ko
                == "i 대 a: 두 글자가 다릅니다. min(위 1, 왼쪽 1, 대각선 0) + 1 = 1입니다. 가장 작은 값이 대각선에 있으니 대체입니다.")
    }

    @Test("a tied cell names where the smallest value is and the rule that breaks the tie")
    func tie() throws {
        let frames = try Self.kitKat().frames
        // i vs t: diagonal 1 and left 1 tie; deepdiff prefers insert.
        let cell = frames[2 + 3 + 2]
        #expect(
            cell.narration.ko.hasSuffix(
                "가장 작은 값이 대각선과 왼쪽에 모두 있어 대체와 삽입이 동점입니다. deepdiff 규칙은 삭제 → 삽입 → 대체 순서로 고르므로 삽입입니다."))
        #expect(
            cell.narration.en.hasSuffix(
                "a tie of substitute and insert, and the deepdiff rule (delete → insert → substitute) picks insert."))
    }

    @Test("kit -> kat frames match the reviewed text in both languages")
    func expected() throws {
        try ExpectedText.check(try Self.kitKat().frames, heading: .same("kit → kat"), name: "kit-kat")
    }
}
