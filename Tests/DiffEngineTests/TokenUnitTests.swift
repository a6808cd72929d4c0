import DiffEngine
import Testing

@Suite struct TokenUnitTests {
    @Test(
        "tokens of each unit",
        arguments: [
            (TokenUnit.grapheme, "a👻👨‍👩‍👧é", ["a", "👻", "👨‍👩‍👧", "é"]),
            (.scalar, "e\u{301}👻", ["e", "\u{301}", "👻"]),
            (.jamo, "한글 a", ["ㅎ", "ㅏ", "ㄴ", "ㄱ", "ㅡ", "ㄹ", " ", "a"]),
            (.jamo, "가", ["ㄱ", "ㅏ"]),
            (.jamo, "각", ["ㄱ", "ㅏ", "ㄱ"]),
            (.jamo, "핥", ["ㅎ", "ㅏ", "ㄾ"]),
            (.word, "  the quick\tbrown\nfox ", ["the", "quick", "brown", "fox"]),
            (.line, "one\ntwo\n\nfour\n", ["one", "two", "", "four"]),
            (.item, "a, b ,c,,  d  ", ["a", "b", "c", "", "d"]),
            (.item, "", []),
            (.grapheme, "", []),
        ])
    func tokens(_ example: (TokenUnit, String, [String])) {
        let (unit, text, expected) = example
        #expect(unit.tokens(of: text) == expected)
    }

    @Test("jamo makes near-miss Hangul cheap: 한 -> 항 is one tail change")
    func jamoDistance() throws {
        let graphemes = try Trace(
            source: TokenUnit.grapheme.tokens(of: "한"), target: TokenUnit.grapheme.tokens(of: "항"))
        let jamo = try Trace(source: TokenUnit.jamo.tokens(of: "한"), target: TokenUnit.jamo.tokens(of: "항"))
        #expect(graphemes.distance == 1)
        #expect(jamo.distance == 1)
        #expect(jamo.path.compactMap(\.operation) == [.match, .match, .substitute])
    }

    @Test("a family emoji is one grapheme but five scalars")
    func emoji() {
        #expect(TokenUnit.grapheme.tokens(of: "👨‍👩‍👧").count == 1)
        #expect(TokenUnit.scalar.tokens(of: "👨‍👩‍👧").count == 5)
    }
}
