import BatchModel
import Testing

@testable import BatchParsing

/// The lexer's identifiers follow the Swift language reference's grammar: a learner's own
/// names in Hangul or with an accent read as names, punctuation does not.
@Suite struct IdentifierTests {
    @Test("Hangul, accented and emoji names bind and are read back")
    func nonASCIINames() throws {
        let source = """
            let 행 = 2
            let café = [IndexPath(row: 행, section: 0)]
            let 🐶 = 3
            tableView.insertRows(at: café + [], with: .automatic)
            tableView.deleteRows(at: [IndexPath(row: 🐶, section: 0)], with: .fade)
            """
        // `café + []` is no sum of lists: the parser says so at the `+`, after reading the names.
        #expect(throws: BatchError.self) { try CallParser.parse(source) }
        let script = try CallParser.parse(
            "let 행 = 2\nlet cafe\u{301} = 행 + 1\ntableView.insertRows(at: [IndexPath(row: cafe\u{301}, section: 0)], with: .automatic)"
        )
        #expect(script.batches == [BatchUpdate([.insertItems([IndexPath(item: 3, section: 0)])], lines: [3])])
    }

    @Test("ASCII: letters, _ and $ start a name, digits continue one, nothing else does")
    func ascii() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(value)!
            let character = Character(scalar)
            let letter = character.isLetter || character == "_" || character == "$"
            #expect(Lexer.isIdentifier(character, head: true) == letter, "\(value)")
            #expect(Lexer.isIdentifier(character, head: false) == (letter || character.isNumber), "\(value)")
        }
    }

    @Test("spaces, quotes, … and CJK punctuation are no part of a name; marks continue one")
    func boundaries() {
        for text in ["\u{A0}", "\u{3000}", "\u{2028}", "“", "”", "…", "。", "、", "\u{85}"] {
            #expect(!Lexer.isIdentifier(Character(text), head: false), "\(text.unicodeScalars.first!.value)")
        }
        #expect(Lexer.isIdentifier("e\u{301}", head: true))
        #expect(!Lexer.isIdentifier("\u{301}", head: true))
        #expect(Lexer.isIdentifier("\u{301}", head: false))
        #expect(Lexer.isIdentifier("한", head: true))
        #expect(Lexer.isIdentifier("\u{1112}\u{1161}\u{11AB}", head: true))
        #expect(!Lexer.isIdentifierScalar(0x1FFFE, head: false))
        #expect(Lexer.isIdentifierScalar(0x1F436, head: true))
    }

    @Test("a failure's column counts characters: an accent after a letter is one column")
    func columnsCountCharacters() throws {
        // "cafe" + U+0301 is four characters and five scalars: the stray × is in column 14
        // either way, as the caret under the line is drawn (counting scalars would say 15).
        let failure = try #require(parseFailure("let cafe\u{301} = 1 × 2"))
        #expect(failure.problem == .unexpectedCharacter("×"))
        #expect(failure.column == 14)
        let plain = try #require(parseFailure("let cafe = 1 × 2"))
        #expect(plain.column == 14)
    }

    @Test("a stray character outside a name is still reported as one")
    func stray() throws {
        let failure = try #require(parseFailure("insertRows(at: [IndexPath(row: 1 × 2, section: 0)])"))
        #expect(failure.problem == .unexpectedCharacter("×"))
    }
}
