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
