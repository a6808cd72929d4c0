import DiffEngine
import PropertyBased
import Testing
import TextIntake

/// Byte-level splitting against the same split over decoded `Character`s.
@Suite struct TextBytesSplitPropertyTests {
    /// Pieces that stress the splitters: line breaks of three kinds, combining marks after
    /// letters, spaces and breaks, Hangul, emoji with a joiner, a no-break space, tabs.
    static let pieces: [String] = [
        "a", "b", "한", "👨‍👩‍👧", "e\u{301}", "\u{301}", "\u{20DD}", " ", "\t", "\u{A0}", "\u{3000}",
        "\n", "\r", "\r\n", "\n\r", "  ", "x y", "\u{200D}", "\u{1F3FB}",
    ]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...30).map { indexes in
        indexes.map { pieces[$0] }.joined()
    }

    /// Lines by `Character`: `\n`, `\r\n` and `\r` end a line; a final break ends the last.
    static func characterLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func byteLines(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buffer in
            TextBytes.lines(buffer).map { String(decoding: buffer[$0], as: UTF8.self) }
        }
    }

    @Test("byte line split equals the Character split, CRLF, lone CR and combining marks included")
    func lines() async {
        await propertyCheck(count: 500, input: Self.text, Gen.bool) { text, withMark in
            let bytes = (withMark ? Intake.byteOrderMark : []) + Array(text.utf8)
            let lines = Self.byteLines(bytes)
            #expect(lines == Self.characterLines(text))
            #expect(lines.allSatisfy { !$0.utf8.contains(13) && !$0.utf8.contains(10) })
            #expect(TokenUnit.line.tokens(of: text) == lines)
        }
    }

    @Test("byte word split equals the Character split on whitespace")
    func words() async {
        await propertyCheck(count: 500, input: Self.text) { text in
            let expected = text.split { $0.isWhitespace }.map(String.init)
            #expect(TokenUnit.word.tokens(of: text) == expected)
        }
    }

    @Test("a byte order mark is not content; an empty file has no lines")
    func byteOrderMark() {
        #expect(Self.byteLines(Intake.byteOrderMark + Array("a\r\n\rb".utf8)) == ["a", "", "b"])
        #expect(Self.byteLines(Intake.byteOrderMark).isEmpty)
        #expect(Self.byteLines([]).isEmpty)
        #expect(Self.byteLines(Array("\n".utf8)) == [""])
    }
}

@Suite struct UTF8CheckPropertyTests {
    /// Bytes near the edges of UTF-8: ASCII runs, leads, continuations, surrogates, overlongs.
    static let edges: [UInt8] = [
        0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xA0, 0xED, 0x9F, 0xEF, 0xF0, 0x90, 0xF4, 0x8F, 0xF5, 0xFF,
    ]
    static let bytes = Gen.int(in: 0...(edges.count - 1)).map { edges[$0] }.array(of: 0...24)

    @Test("the contiguous check finds the same first bad byte as the standard decoder")
    func sameOffsetAsDecoder() async {
        await propertyCheck(count: 1000, input: Self.bytes, Gen.int(in: 0...9)) { bytes, asciiRun in
            let input = [UInt8](repeating: 0x61, count: asciiRun) + bytes
            var iterator = input.makeIterator()
            var decoder = UTF8()
            var offset = 0
            var expected: Int? = nil
            decode: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput: break decode
                case .error:
                    expected = offset
                    break decode
                }
            }
            #expect(TextBytes.firstInvalidUTF8Offset(input) == expected)
        }
    }
}
