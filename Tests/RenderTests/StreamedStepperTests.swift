import DiffEngine
import PropertyBased
import Storyboard
import Testing

@testable import Render
@testable import Wire

/// The exports are written in pieces (`trace --format html` of a 240 x 240 table never holds its
/// page whole): the pieces must join to exactly the text the one-string forms give.
@Suite struct StreamedStepperTests {
    // Words of every kind: 7 and 8 bytes, Hangul (3 bytes a syllable), an emoji, empty words
    // from double spaces.
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

    /// A trace's frames, made on demand.
    static func frames(_ source: String, _ target: String) throws -> FrameSequence {
        let trace = try Trace(source: source.map(String.init), target: target.map(String.init))
        return TraceStoryboard(trace: trace, language: .en).sequence
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
}
