import DiffEngine
import Foundation
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

    @Test("every Hangul syllable written decomposed (NFD) gives the jamo of the composed one")
    func jamoOfDecomposedSyllables() {
        var differing: [String] = []
        for value in UInt32(0xAC00)...0xD7A3 {
            let composed = String(Character(Unicode.Scalar(value)!))
            let decomposed = composed.decomposedStringWithCanonicalMapping
            if TokenUnit.jamo.tokens(of: decomposed) != TokenUnit.jamo.tokens(of: composed) {
                differing.append(composed)
            }
        }
        #expect(differing.isEmpty)
        #expect(
            TokenUnit.jamo.tokens(of: "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}") == [
                "ㅎ", "ㅏ", "ㄴ", "ㄱ", "ㅡ", "ㄹ",
            ])
    }

    @Test(
        "conjoining jamo that are not one whole syllable stay one token",
        arguments: [
            "\u{1112}", "\u{1161}", "\u{11AB}", "\u{1112}\u{1161}\u{301}", "\u{1112}\u{1112}\u{1161}",
            "\u{1112}\u{1161}\u{11A7}",
        ])
    func jamoOfPartialSyllable(_ text: String) {
        let graphemes = TokenUnit.grapheme.tokens(of: text)
        #expect(TokenUnit.jamo.tokens(of: text) == graphemes)
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
