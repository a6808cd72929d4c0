import PropertyBased
import Testing

@testable import Render

@Suite struct TerminalTextTests {
    @Test(
        "display widths",
        arguments: [
            ("kit", 3), ("가", 2), ("한글", 4), ("👻", 2), ("👨‍👩‍👧", 2), ("é", 1), ("e\u{301}", 1), ("", 0),
        ])
    func widths(text: String, width: Int) {
        #expect(TerminalText.width(text) == width)
    }

    @Test("a text's width is its graphemes' widths added, on the ASCII shortcut and off it")
    func widthAddsGraphemes() async {
        // Pieces that join an ASCII character to its neighbours (a prepend mark before it, a
        // combining mark, a variation selector or a joiner after it) test where the ASCII
        // runs are cut.
        let piece = Gen.element(of: [
            "a", " ", "~", "#", "가", "e\u{301}", "\u{301}", "\r\n", "\r", "\n", "\t", "…", "👻", "\u{1B}",
            "\u{0600}", "\u{FE0F}", "\u{200D}", "\u{1F1F0}",
        ]).map { $0 ?? "a" }
        await propertyCheck(count: 1000, input: piece.array(of: 0...12)) { pieces in
            let text = pieces.joined()
            #expect(TerminalText.width(text) == text.reduce(0) { $0 + TerminalText.width(of: $1) })
        }
    }

    @Test("the byte-level escaper writes what the scalar-by-scalar one writes, at any offset")
    func sanitizedByBytes() async {
        // Mostly plain ASCII, sometimes a byte to escape, a colour code or a piece of one, a
        // neighbour of a C1 or bidi control (kept), other UTF-8; across several eight-byte words.
        let pieces: [String] = [
            "a", "b", "{", " ", "\"", "\n", "\t", "\r", "\u{1B}", "\u{1B}[1;31m", "\u{1B}[", "m", ";", "7",
            "\u{7F}", "\u{0}", "\u{1F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "·", "é", "\u{2029}", "\u{202A}",
            "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{2014}", "한", "👻", "~",
        ]
        let texts = Gen.int(in: 0...(pieces.count + 40)).map { $0 < pieces.count ? pieces[$0] : "x" }
            .array(of: 0...40).map { $0.joined() }
        await propertyCheck(count: 3000, input: texts) { text in
            #expect(
                TerminalText.sanitized(text) == Self.scalarSanitized(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }

    /// The escaper scalar by scalar, as it was written first: the byte-level one's yardstick.
    static func scalarSanitized(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            var end = index + 2
            if scalar == "\u{1B}", index + 2 < scalars.count, scalars[index + 1] == "[" {
                while end < scalars.count, end - index < 32, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) {
                    end += 1
                }
            }
            if scalar == "\n" || scalar == "\t" {
                out.append(scalar)
            } else if scalar == "\u{1B}", index + 2 < scalars.count, scalars[index + 1] == "[", end < scalars.count,
                end - index < 32, scalars[end] == "m"
            {
                out.append(contentsOf: scalars[index...end])
                index = end
            } else if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            {
                out.append(
                    contentsOf: (value == 0x0D ? "\\r" : "\\u{\(String(value, radix: 16, uppercase: true))}")
                        .unicodeScalars)
            } else {
                out.append(scalar)
            }
            index += 1
        }
        return String(out)
    }

    @Test("control characters are escaped, never passed through")
    func escapes() {
        #expect(TerminalText.escaped("a\u{1B}[2Jb\u{7}") == "a\\u{1B}[2Jb\\u{7}")
        #expect(TerminalText.escaped("tab\there\n") == "tab\\there\\n")
        #expect(TerminalText.escaped("\u{202E}abc") == "\\u{202E}abc")
    }

    @Test("padding counts wide characters as two cells")
    func padding() {
        #expect(TerminalText.padded("가", to: 4) == "가  ")
        #expect(TerminalText.padded("1", to: 3, alignRight: true) == "  1")
    }

    @Test("colour follows NO_COLOR, FORCE_COLOR, TERM and the flag")
    func colour() {
        #expect(ColorChoice.auto.resolve(environment: [:], isTerminal: true))
        #expect(!ColorChoice.auto.resolve(environment: [:], isTerminal: false))
        #expect(!ColorChoice.auto.resolve(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(ColorChoice.auto.resolve(environment: ["FORCE_COLOR": "1"], isTerminal: false))
        #expect(!ColorChoice.auto.resolve(environment: ["FORCE_COLOR": "0"], isTerminal: false))
        #expect(!ColorChoice.auto.resolve(environment: ["TERM": "dumb"], isTerminal: true))
        #expect(ColorChoice.always.resolve(environment: ["NO_COLOR": "1"], isTerminal: false))
        #expect(!ColorChoice.never.resolve(environment: ["FORCE_COLOR": "1"], isTerminal: true))
    }
}
