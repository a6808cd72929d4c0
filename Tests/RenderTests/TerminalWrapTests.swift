import Render
import Storyboard
import Testing

@Suite struct TerminalWrapTests {
    @Test("a panel wider than the screen continues below a marker instead of being cut")
    func columns() {
        let names = (0..<12).map { "item\($0)" }
        let frame = Frame(panels: [.items(names)], narration: .same("n"))
        let lines = TerminalFrame(language: .en, width: 40).lines(frame)
        #expect(lines.allSatisfy { TerminalText.width($0) <= 40 })
        #expect(lines.contains("↪ the columns to the right continue"))
        for name in names { #expect(lines.contains { $0.contains(name) }, "\(name) was cut") }
    }

    @Test("a single line wider than the screen breaks with ↩ and loses nothing")
    func longLine() {
        let code = String(repeating: "abcdefghij", count: 7)
        let panel = Panel(cells: [[Panel.Cell(code)]])
        let lines = TerminalFrame(language: .ko, width: 30).lines(panel)
        #expect(lines.allSatisfy { TerminalText.width($0) <= 30 })
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("↩") })
        let joined = lines.map { $0.hasSuffix("↩") ? String($0.dropLast()) : String($0.trimmingPrefix("  ")) }.joined()
        #expect(joined == code)
    }
}
