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

    @Test("the eight-bytes-at-a-time look finds every byte the escaper changes, at any offset")
    func quickLook() async {
        // Mostly plain ASCII, sometimes a byte to escape or a lead byte of one (C2, E2), a line
        // feed or a tab (kept), other UTF-8; lengths across several eight-byte words.
        let pieces: [String] = [
            "a", "b", "{", " ", "\"", "\n", "\t", "\u{1B}", "\u{7F}", "\u{0}", "\u{1F}",
            "\u{85}", "é", "\u{202E}", "\u{2014}", "한", "~", "\u{20}",
        ]
        let texts = Gen.int(in: 0...(pieces.count + 40)).map { $0 < pieces.count ? pieces[$0] : "x" }
            .array(of: 0...40).map { $0.joined() }
        await propertyCheck(count: 2000, input: texts) { text in
            let slow = text.utf8.contains { byte in
                (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
            }
            #expect(TerminalText.mayNeedEscape(text) == slow, "\(text.unicodeScalars.map { $0.value })")
        }
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
