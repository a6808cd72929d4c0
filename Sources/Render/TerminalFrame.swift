import Storyboard

/// Draws a ``Frame`` as lines of terminal text: title, panels, legend, narration, question.
///
/// Columns line up by display width, so Hangul and emoji items stay in their columns. Every
/// highlighted cell carries the letters of its roles (`0@`, `2\!`), so the picture reads the
/// same with colour off; with colour on, the cell is also painted.
public struct TerminalFrame: Sendable {
    /// The language of every sentence drawn.
    public var language: Language
    /// Whether to write ANSI colours.
    public var colors: Bool
    /// The widest a line may be, in terminal cells.
    public var width: Int

    /// Creates a drawer.
    /// - Parameters:
    ///   - language: the language to draw sentences in.
    ///   - colors: true to paint roles with ANSI colours.
    ///   - width: the terminal's width in cells; narration wraps to it.
    public init(language: Language, colors: Bool = false, width: Int = 80) {
        self.language = language
        self.colors = colors
        self.width = max(20, width)
    }

    /// The frame as lines, without a trailing newline.
    /// - Parameter frame: the step to draw.
    /// - Returns: the lines, top to bottom.
    public func lines(_ frame: Frame) -> [String] {
        var out: [String] = []
        if let title = frame.title {
            out += TerminalText.wrapped(title[language], width: width).map { Style.bold.apply($0, enabled: colors) }
            out.append("")
        }
        for panel in frame.panels {
            out += lines(panel)
            out.append("")
        }
        let legend = legendLines(frame)
        if !legend.isEmpty {
            out += legend.map { Style.dim.apply($0, enabled: colors) }
            out.append("")
        }
        out += TerminalText.wrapped(frame.narration[language], width: width)
        if let prompt = frame.prompt {
            out.append("")
            out += questionLines(prompt)
        }
        return out
    }

    /// A predict step's question, marked with `?` and wrapped.
    public func questionLines(_ prompt: Prompt) -> [String] {
        TerminalText.wrapped("? " + prompt.question[language], width: width).map {
            Style.bold.apply($0, enabled: colors)
        }
    }

    /// One panel: its caption, the column headers, then each row with its header.
    public func lines(_ panel: Panel) -> [String] {
        var out: [String] = []
        if let caption = panel.caption {
            out.append(Style.heading.apply(TerminalText.escaped(caption[language]), enabled: colors))
        }
        let texts = panel.cells.map { $0.map(Self.text(of:)) }
        let columnCount = max(panel.columnHeaders.count, texts.map(\.count).max() ?? 0)
        var widths = [Int](repeating: 1, count: columnCount)
        for (column, header) in panel.columnHeaders.enumerated() {
            widths[column] = max(widths[column], TerminalText.width(TerminalText.escaped(header)))
        }
        for row in texts {
            for (column, text) in row.enumerated() {
                widths[column] = max(widths[column], TerminalText.width(text))
            }
        }
        let headerWidth = panel.rowHeaders.map { TerminalText.width(TerminalText.escaped($0)) }.max() ?? 0
        let margin = headerWidth > 0 ? String(repeating: " ", count: headerWidth + 2) : ""
        if !panel.columnHeaders.isEmpty {
            let headers = panel.columnHeaders.enumerated().map { TerminalText.padded($1, to: widths[$0]) }
            out.append(trimmed(margin + headers.joined(separator: "  ")))
        }
        for (rowIndex, row) in panel.cells.enumerated() {
            var line = ""
            if headerWidth > 0 {
                let header = rowIndex < panel.rowHeaders.count ? panel.rowHeaders[rowIndex] : ""
                line += TerminalText.padded(header, to: headerWidth) + "  "
            }
            let drawn = row.enumerated().map { column, cell in
                paint(cell, TerminalText.padded(texts[rowIndex][column], to: widths[column]))
            }
            line += drawn.joined(separator: "  ")
            out.append(trimmed(line))
        }
        return out
    }

    /// A cell's text followed by the marks of its roles, in a fixed order: `0@` after a
    /// number, `a[d]` after anything else, so an item `a` deleted never reads as `ad`.
    static func text(of cell: Panel.Cell) -> String {
        let marks = Role.allCases.filter { cell.roles.contains($0) }.map(\.letter).joined()
        let text = TerminalText.escaped(cell.text)
        guard !marks.isEmpty, !text.allSatisfy(\.isNumber) else { return text + marks }
        return text + "[" + marks + "]"
    }

    private func paint(_ cell: Panel.Cell, _ padded: String) -> String {
        guard colors, let role = Role.colourOrder.first(where: cell.roles.contains) else { return padded }
        // Paint the text only, not the padding, so reverse video does not smear across columns.
        let body = TerminalText.trimmingTrailingSpaces(padded)
        let gap = String(repeating: " ", count: padded.count - body.count)
        return role.style.apply(body, enabled: true) + gap
    }

    /// The roles that appear in the frame, each with its mark and meaning, packed into
    /// lines without splitting an entry.
    func legendLines(_ frame: Frame) -> [String] {
        let present = Set(frame.panels.flatMap { $0.cells.flatMap { $0.flatMap(\.roles) } })
        var lines: [String] = []
        for entry in Role.allCases.filter(present.contains).map({ "\($0.letter) \($0.name[language])" }) {
            if let last = lines.last, TerminalText.width(last) + 3 + TerminalText.width(entry) <= width {
                lines[lines.count - 1] = last + "   " + entry
            } else {
                lines.append(entry)
            }
        }
        return lines
    }

    private func trimmed(_ line: String) -> String {
        TerminalText.trimmingTrailingSpaces(line)
    }
}
