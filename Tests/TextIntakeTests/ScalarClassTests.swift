import Testing

@testable import TextIntake

/// The engine's own scalar classes give the standard library's answer for every scalar, so
/// engine.wasm can leave the standard library's property tables out.
@Suite struct ScalarClassTests {
    @Test("isWhitespace is White_Space for every scalar")
    func whitespace() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextBytes.isWhitespace(scalar) != scalar.properties.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }

    @Test("isMark is general category Mn, Mc or Me for every scalar")
    func marks() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected =
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .enclosingMark, .spacingMark: true
                default: false
                }
            if TextBytes.isMark(scalar) != expected { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }

    @Test("isWhitespace of a character is Character.isWhitespace, for every scalar and with a mark after it")
    func whitespaceCharacters() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // The scalar alone, and with an acute accent after it where the two are one character.
            let marked = "\(scalar)\u{301}"
            for character in [Character(scalar)] + (marked.count == 1 ? [Character(marked)] : []) {
                if TextBytes.isWhitespace(character) != character.isWhitespace { differing.append(value) }
            }
        }
        #expect(differing.isEmpty)
        #expect(TextBytes.isWhitespace("\r\n"))
    }
}
