import Storyboard

/// Draws a `Frame` as lines of terminal text: title, panels, legend, narration, question.
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
    func questionLines(_ prompt: Prompt) -> [String] {
        TerminalText.wrapped("? " + prompt.question[language], width: width).map {
            Style.bold.apply($0, enabled: colors)
        }
    }

    /// One panel: its caption, the column headers, then each row with its header.
    ///
    /// A panel wider than the screen is never cut: its columns continue in a second block
    /// below, after a marker line (row headers repeated), and a single cell wider than the
    /// screen (a line of code) breaks with `↩` at the end of each piece.
    public func lines(_ panel: Panel) -> [String] {
        var panel = panel
        panel.columnHeaders = panel.columnHeaders.map(Self.visibleHeader)
        panel.rowHeaders = panel.rowHeaders.map(Self.visibleHeader)
        var out: [String] = []
        if let caption = panel.caption {
            out.append(Style.heading.apply(TerminalText.escaped(caption[language]), enabled: colors))
        }
        let texts = panel.cells.map { $0.map(Self.text(of:)) }
        let widths = Self.columnWidths(panel, texts: texts)
        let headerWidth = panel.rowHeaders.map { TerminalText.width(TerminalText.escaped($0)) }.max() ?? 0
        let margin = headerWidth > 0 ? String(repeating: " ", count: headerWidth + 2) : ""
        let groups = Self.columnGroups(widths, room: width - margin.count)
        for (index, columns) in groups.enumerated() {
            if index > 0 { out.append(Style.dim.apply(Self.continued[language], enabled: colors)) }
            if !panel.columnHeaders.isEmpty {
                let headers = columns.map { TerminalText.padded(panel.columnHeaders[$0], to: widths[$0]) }
                out.append(trimmed(margin + headers.joined(separator: "  ")))
            }
            for (rowIndex, row) in panel.cells.enumerated() {
                var line = ""
                if headerWidth > 0 {
                    let header = rowIndex < panel.rowHeaders.count ? panel.rowHeaders[rowIndex] : ""
                    line += TerminalText.padded(header, to: headerWidth) + "  "
                }
                let drawn = columns.filter { $0 < row.count }.map { column in
                    paint(row[column], TerminalText.padded(texts[rowIndex][column], to: widths[column]))
                }
                line += drawn.joined(separator: "  ")
                out += broken(trimmed(line))
            }
        }
        return out
    }

    /// A header of spaces alone (a space token) with each space shown as `␠`, so its column
    /// is not blank.
    static func visibleHeader(_ header: String) -> String {
        guard !header.isEmpty, header.allSatisfy({ $0 == " " }) else { return header }
        return String(repeating: "␠", count: header.count)
    }

    /// Each column's display width: its widest header or cell.
    static func columnWidths(_ panel: Panel, texts: [[String]]) -> [Int] {
        let columnCount = max(panel.columnHeaders.count, texts.map(\.count).max() ?? 0)
        var widths = [Int](repeating: 1, count: columnCount)
        for (column, header) in panel.columnHeaders.enumerated() {
            widths[column] = max(widths[column], TerminalText.width(TerminalText.escaped(header)))
        }
        for row in texts {
            for (column, text) in row.enumerated() { widths[column] = max(widths[column], TerminalText.width(text)) }
        }
        return widths
    }

    /// Columns in blocks that each fit in `room` cells (two spaces between columns); a
    /// column wider than `room` is a block of its own.
    static func columnGroups(_ widths: [Int], room: Int) -> [[Int]] {
        var groups: [[Int]] = []
        var used = 0
        for (column, width) in widths.enumerated() {
            if let last = groups.last, !last.isEmpty, used + 2 + width <= room {
                groups[groups.count - 1].append(column)
                used += 2 + width
            } else {
                groups.append([column])
                used = width
            }
        }
        return groups.isEmpty ? [[]] : groups
    }

    /// A plain line wider than the screen in pieces, each but the last ending in `↩`; a
    /// painted line is left whole (its cells are short: only code lines grow this wide).
    private func broken(_ line: String) -> [String] {
        guard TerminalText.width(line) > width, !line.contains("\u{1B}") else { return [line] }
        var pieces: [String] = []
        var rest = Substring(line)
        while TerminalText.width(String(rest)) > width {
            var piece = ""
            for character in rest {
                if TerminalText.width(piece) + TerminalText.width(String(character)) > width - 1 { break }
                piece.append(character)
            }
            pieces.append(piece + "↩")
            rest = rest.dropFirst(piece.count)
        }
        return pieces + ["  " + rest]
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
