import DiffEngine
import PropertyBased
import Storyboard
import Testing

@testable import Render
@testable import Wire

/// The stepper's JSON and the exports are written in pieces (`trace --format html` of a
/// 240 x 240 table never holds its page whole): the pieces must join to exactly the text the
/// one-string forms give, and the tables behind the pieces must number what they hold exactly.
@Suite struct StreamedStepperTests {
    // Keys from a small range, so they repeat; some large, so they spread over the slots.
    static let keys = Gen.int(in: 0...40).map { Int64($0) * 1_000_003 }.array(of: 0...300)

    @Test("a key table numbers keys in the order first seen, as a dictionary would")
    func keyTable() async {
        await propertyCheck(count: 300, input: Self.keys) { keys in
            var table = KeyTable()
            var model: [Int64: Int] = [:]
            for key in keys {
                let expected = model[key]
                let (number, isNew) = table.insert(key)
                #expect(isNew == (expected == nil))
                if expected == nil { model[key] = model.count }
                #expect(number == model[key])
            }
            #expect(table.count == model.count)
            #expect(table.keys.enumerated().allSatisfy { model[$0.element] == $0.offset })
            for key in model.keys { #expect(table.number(key) == model[key]) }
            #expect(table.number(-5) == nil && table.number(41 * 1_000_003) == nil)
        }
    }

    // Words around the 7-byte line where a word is packed in one key: 7 and 8 bytes, Hangul
    // (3 bytes a syllable), an emoji, empty words from double spaces.
    static let words = Gen.element(of: ["", "a", "vs", "1234567", "12345678", "다름.", "대각선", "👩‍💻", "a b", "min(up"])
        .map { $0 ?? "" }
    static let texts = words.array(of: 0...12).map { $0.joined(separator: " ") }.array(of: 1...40)

    @Test("every text comes back exactly, and no phrase is stored twice, whatever the words' lengths")
    func phrasesRoundTrip() async {
        await propertyCheck(count: 300, input: Self.texts) { texts in
            for merges in [0, StepperJSON.defaultPhraseMerges] {
                let phrases = StepperPhrases(texts, maximumMerges: merges)
                #expect(texts.indices.allSatisfy { phrases.text($0) == texts[$0] })
                #expect(Set(phrases.phrases).count == phrases.phrases.count, "\(phrases.phrases)")
            }
        }
    }

    // NFC and NFD spellings of the same Hangul (3 and 9 bytes), short and long.
    static let spellings = Gen.element(of: [
        "한", "\u{1112}\u{1161}\u{11AB}", "한글", "\u{1112}\u{1161}\u{11AB}글", "a", "",
    ])
    .map { $0 ?? "" }.array(of: 0...6).map { $0.joined(separator: " ") }.array(of: 1...20)

    @Test("words are told apart as String tells them (canonically equal spellings are one), as the engine's parts do")
    func phrasesAsStrings() async {
        await propertyCheck(count: 300, input: Self.spellings) { texts in
            // The engine's parts' numbering: a dictionary of words, the most used first.
            var ids: [String: Int] = [:]
            var words: [String] = []
            var uses: [Int] = []
            let sequences = texts.map { text in
                text.utf8.split(separator: 0x20, omittingEmptySubsequences: false).map { bytes in
                    let word = String(decoding: bytes, as: UTF8.self)
                    let id = ids[word] ?? words.count
                    if id == words.count {
                        ids[word] = id
                        words.append(word)
                        uses.append(0)
                    }
                    uses[id] += 1
                    return id
                }
            }
            let order = rankedByCount(Array(words.indices), counts: uses)
            let phrases = StepperPhrases(texts, maximumMerges: 0)
            #expect(phrases.phrases == order.map { words[$0] })
            #expect(phrases.phrases.map { Array($0.utf8) } == order.map { Array(words[$0].utf8) })
            #expect(phrases.texts == sequences.map { $0.map { order.firstIndex(of: $0) ?? -1 } })
        }
    }

    /// A trace's frames, made on demand.
    static func frames(_ source: String, _ target: String) throws -> FrameSequence {
        let trace = try Trace(source: source.map(String.init), target: target.map(String.init))
        return TraceStoryboard(trace: trace, language: .en).sequence
    }

    @Test("the JSON handed out in pieces joins to the whole text, and no piece holds it all")
    func jsonPieces() throws {
        let frames = try Self.frames(String(repeating: "kitten", count: 8), String(repeating: "sitting", count: 7))
        let json = StepperJSON(frames, language: .en)
        var pieces: [String] = []
        json.write { pieces.append($0) }
        let whole = pieces.joined()
        #expect(whole == json.text)
        #expect(pieces.count > 2, "\(whole.utf8.count) bytes in \(pieces.count) pieces")
        #expect(pieces.allSatisfy { $0.utf8.count < 1 << 17 })
        #expect(whole.hasPrefix("{\"w\":[") && whole.hasSuffix("]}"))
    }

    @Test("the widget, its panel, the Markdown document and the SVG in pieces are their one-string forms")
    func exportPieces() throws {
        let frames = try Self.frames("intention", "execution")
        let widget = StepperWidget(sequence: frames, language: .en, id: "w1")
        var html: [String] = []
        widget.html { html.append($0) }
        #expect(html.joined() == widget.html() && html.count > 3)
        var markdown: [String] = []
        Frame.markdownDocument(frames, title: "intention → execution", language: .en) { markdown.append($0) }
        #expect(markdown.joined() == Frame.markdownDocument(frames, title: "intention → execution", language: .en))
        #expect(markdown.count == frames.count + 1)
        let last = frames[frames.count - 1]
        var svg: [String] = []
        last.svg(language: .en) { svg.append($0) }
        #expect(svg.joined() == last.svg(language: .en) && svg.count > 10)
        #expect(svg.joined().hasPrefix("<svg ") && svg.joined().hasSuffix("</svg>\n"))
    }

    @Test("Markdown escapes its markup characters byte by byte, and nothing else")
    func markdownInline() {
        #expect(
            Frame.markdownInline("a*b_c [d] <e> #f !g |h &i `j` \\k")
                == "a\\*b\\_c \\[d\\] \\<e\\> \\#f \\!g \\|h \\&i \\`j\\` \\\\k")
        #expect(Frame.markdownInline("대각선 → 👩‍💻 (3, 4)") == "대각선 → 👩‍💻 (3, 4)")
    }

    @Test("an origin's one-byte key gives back its code and whether it is a tie")
    func originKeys() {
        for chosen in EditOperation.allCases {
            for bits in 0..<16 {
                let origin = Panel.Cell.Origin(chosen: chosen, ties: OperationSet(rawValue: UInt8(bits)))
                let letters = ([origin.chosen] + origin.others).map { "msid".map(String.init)[Int($0.rawValue)] }
                #expect(Panel.Cell.Origin.code(key: origin.key) == letters.joined())
                #expect(Panel.Cell.Origin.isTie(key: origin.key) == !origin.others.isEmpty)
                #expect(origin.key != 0)
            }
        }
        #expect(Panel.Cell.Origin.code(key: 0) == "-" && !Panel.Cell.Origin.isTie(key: 0))
    }
}
