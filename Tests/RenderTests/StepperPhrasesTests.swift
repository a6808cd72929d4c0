import Storyboard
import Testing

@testable import Wire

@Suite struct StepperPhrasesTests {
    static let awkward = [
        "", " ", "  ", "a  b", " lead", "trail ", "<script>alert(1)</script>", "d 대 s: 다름. min(위 9, 왼쪽 8) + 1 = 9.",
        "tab\there", "line\nbreak", "\u{1F469}\u{200D}\u{1F4BB} emoji",
    ]

    @Test("every text comes back exactly, spaces included", arguments: awkward)
    func roundTrip(text: String) {
        let phrases = StepperPhrases([text, text + " " + text, "x " + text])
        #expect(phrases.text(0) == text)
        #expect(phrases.text(1) == text + " " + text)
        #expect(phrases.text(2) == "x " + text)
    }

    @Test("narration that differs only in its numbers shares its phrases")
    func sharing() {
        let texts = (0..<60).map { i in
            "c vs s: different; min(up \(i), left \(i + 1), diagonal \(i % 7)) + 1 = \(i + 1); insert. substitute, insert tie; the deepdiff rule (delete → insert → substitute) picks insert."
        }
        let phrases = StepperPhrases(texts)
        #expect(texts.indices.allSatisfy { phrases.text($0) == texts[$0] })
        let encoded =
            JSON.array(phrases.phrases.map(JSON.string)).serialized(pretty: false).utf8.count
            + phrases.texts.map { JSON.array($0.map(JSON.int)).serialized(pretty: false).utf8.count }.reduce(0, +)
        let plain = texts.map { JSON.string($0).serialized(pretty: false).utf8.count }.reduce(0, +)
        #expect(encoded * 3 < plain, "\(encoded) bytes encoded vs \(plain) plain")
        // The most used phrase gets index 0.
        #expect(phrases.texts.allSatisfy { $0.contains(0) })
    }

    @Test("each distinct cell is stored once; a change names its position across panels and its cell")
    func cells() {
        let panel = { (texts: [String], roles: Roles) in
            Panel(cells: [texts.map { Panel.Cell($0, roles: roles) }])
        }
        let first = Frame(panels: [panel(["a", "b"], []), panel(["c"], [])], narration: .same("one"))
        let second = Frame(panels: [panel(["a", "b"], []), panel(["a"], [.current])], narration: .same("two"))
        let json = Frame.stepperJSON([first, second], language: .en)
        #expect(json.contains("\"v\":[\"a\",\"b\",\"c\",[\"a\",\"@\"]]"), "\(json)")
        #expect(json.contains("\"d\":[2,3]"), "\(json)")
        #expect(json.contains("\"c\":[[0,1]]},{\"cap\":null,\"ch\":[],\"rh\":[],\"c\":[[2]]"), "\(json)")
    }
}
