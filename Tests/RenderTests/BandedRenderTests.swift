import DiffEngine
import Foundation
import Render
import Storyboard
import Testing

/// Every renderer draws cells outside a band as not computed, distinct from pending ones:
/// abcdefghijkl -> abcdXfghijkY (k = 2), whose band leaves 110 of the 169 cells uncomputed.
@Suite struct BandedRenderTests {
    static func frames() throws -> FrameSequence {
        let trace = try BandedTrace(source: "abcdefghijkl".map(String.init), target: "abcdXfghijkY".map(String.init))
        return BandedStoryboard(trace: trace, window: .around(trace, maximumCells: 169)).sequence
    }

    @Test("terminal: '#' for each of the 110 cells, its legend entry, its own colour")
    func terminal() throws {
        let frame = try Self.frames()[0]
        let plain = TerminalFrame(language: .en, colors: false, width: 200).lines(frame)
        let table = plain.prefix { !$0.hasPrefix(". ") }.dropFirst(3)
        #expect(table.reduce(0) { $0 + $1.split(separator: " ").filter { $0 == "#" }.count } == 110)
        #expect(plain.contains { $0.contains("# outside the band: never computed") })
        let korean = TerminalFrame(language: .ko, colors: false, width: 200).lines(frame)
        #expect(korean.contains { $0.contains("# 띠 밖: 계산하지 않음") })
        let coloured = TerminalFrame(language: .en, colors: true, width: 200).lines(frame).joined(separator: "\n")
        #expect(coloured.contains("\u{1B}[90;48;5;236m#\u{1B}[0m"))
        // Pending cells stay dim, a different colour.
        #expect(coloured.contains("\u{1B}[2m.\u{1B}[0m"))
    }

    @Test("markdown: '#' in the tables, '.' for pending, and the reason once in the narration")
    func markdown() throws {
        let document = Frame.markdownDocument(try Self.frames(), title: "band", language: .en)
        let firstTable = document.components(separatedBy: "```text\n")[1].components(separatedBy: "```")[0]
        #expect(firstTable.components(separatedBy: "| #").count - 1 == 110)
        #expect(!document.contains("not computed)"))
        #expect(document.components(separatedBy: "more than the whole distance 2").count == 2)
    }

    @Test("html: a class of its own and a label a screen reader says")
    func html() throws {
        let frame = try Self.frames()[0]
        let html = frame.panels[0].html(id: "t", language: .en, label: "band")
        #expect(html.components(separatedBy: "class=\"r-notComputed\"").count - 1 == 110)
        #expect(
            html.contains("aria-label=\"row &quot;&quot;, column c: empty, outside the band: never computed\"")
                || html.contains("column c: empty, outside the band: never computed"))
        let korean = frame.panels[0].html(id: "t", language: .ko, label: "band")
        #expect(korean.contains("띠 밖: 계산하지 않음"))
    }

    @Test("svg: the band's cells in their own fill")
    func svg() throws {
        let frames = try Self.frames()
        let svg = frames[frames.count - 1].svg(language: .en)
        #expect(svg.components(separatedBy: "#BBBBBB").count - 1 >= 110)
    }

    @Test("web stepper JSON: the not-computed letter and its words travel with the frames")
    func stepperJSON() throws {
        let frames = try Self.frames()
        let json = Frame.stepperJSON(frames, language: .en)
        #expect(json.contains("[\"\", \"#\"]") || json.contains("[\"\",\"#\"]"))
        // The widget's legend and the words the page reads each letter by.
        let widget = StepperWidget(sequence: frames, language: .ko, id: "band").html()
        #expect(widget.contains("r-notComputed"))
        #expect(widget.contains("띠 밖: 계산하지 않음"))
    }

    @Test("trace JSON: null outside the band, the window and the band's facts")
    func traceJSON() throws {
        let trace = try BandedTrace(source: "abcdefghijkl".map(String.init), target: "abcdXfghijkY".map(String.init))
        let storyboard = BandedStoryboard(trace: trace, window: .around(trace, maximumCells: 169))
        let text = storyboard.json(unit: .grapheme).serialized()
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let cells = object?["cells"] as? [[Any]]
        #expect(cells?.reduce(0) { $0 + $1.filter { $0 is NSNull }.count } == 110)
        #expect((cells?[5][5] as? [String: Any])?["chosen"] as? String == "substitute")
        #expect(object?["band"] as? Int == 2 && object?["computedCells"] as? Int == 59)
    }
}
