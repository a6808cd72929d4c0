import DiffEngine
import Storyboard

/// A trace as a terminal table: tokens as headers, one label per cell, the path marked `*`.
///
/// Colour is never the only signal: each cost carries its operation's letter
/// (`=`, `s`, `i`, `d`) and each cell on the path carries the path's mark (`0*=`, the same
/// `Role.path` mark the lessons' frames use), so the table reads the same in plain text.
/// Tokens are escaped and columns aligned by display width (Hangul and emoji are two cells).
public struct TraceTable: Sendable {
    /// What each cell shows.
    public var labels: CellLabel
    /// Whether to write ANSI colours.
    public var color: Bool
    /// The language of the footer lines.
    public var language: Language

    /// Creates a renderer.
    public init(labels: CellLabel = .cost, color: Bool = false, language: Language = .en) {
        self.labels = labels
        self.color = color
        self.language = language
    }

    /// The table and its footer (distance and legend), lines joined by newlines.
    public func render(_ trace: Trace<String>) -> String {
        let onPath = Set(trace.path.map { $0.row * trace.columns + $0.column })
        let notations = labels == .ops ? trace.notations() : nil
        var grid: [[Cell]] = [[Cell(text: "", style: nil)] + ([""] + trace.target).map(Cell.header)]
        for row in 0..<trace.rows {
            var line = [Cell.header(row == 0 ? "" : trace.source[row - 1])]
            for column in 0..<trace.columns {
                let chosen = trace.chosen(row: row, column: column)
                let isOnPath = onPath.contains(row * trace.columns + column)
                let mark = isOnPath ? Role.path.letter : ""
                let label =
                    notations.map { $0[row, column].description + mark }
                    ?? "\(trace.cost(row: row, column: column))\(mark)\(chosen.map { String($0.letter) } ?? "")"
                line.append(Cell.body(label, chosen: chosen, onPath: isOnPath))
            }
            grid.append(line)
        }
        let widths = (0..<grid[0].count).map { column in grid.map { TerminalText.width($0[column].text) }.max() ?? 0 }
        var lines = grid.map { line in
            zip(line, widths).map { cell, width in cell.padded(to: width, color: color) }.joined(separator: " ")
        }
        lines = lines.map { TerminalText.trimmedRight($0) }
        lines.append("")
        lines.append(footer(trace))
        lines.append(legend)
        return lines.joined(separator: "\n")
    }

    private func footer(_ trace: Trace<String>) -> String {
        let counts = trace.path.last?.notation ?? Notation()
        let kinds: [(Int, Style, Localized)] = [
            (counts.inserts, .insert, Localized(ko: "삽입", en: "insert")),
            (counts.deletes, .delete, Localized(ko: "삭제", en: "delete")),
            (counts.substitutions, .substitute, Localized(ko: "대체", en: "substitute")),
        ]
        let parts = kinds.filter { $0.0 > 0 }.map { count, style, name in
            name[language] + " " + style.apply(String(count), enabled: color)
        }
        let distance = Localized(ko: "편집 거리", en: "distance")[language]
        let detail = parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
        return "\(distance): \(Style.bold.apply(String(trace.distance), enabled: color))\(detail)"
    }

    private var legend: String {
        let entries: [(String, Style, Localized)] = [
            (Role.path.letter, .path, Localized(ko: "경로", en: "path")),
            ("=", .match, Localized(ko: "일치", en: "match")),
            ("s", .substitute, Localized(ko: "대체", en: "substitute")),
            ("i", .insert, Localized(ko: "삽입", en: "insert")),
            ("d", .delete, Localized(ko: "삭제", en: "delete")),
        ]
        let title = Localized(ko: "범례", en: "legend")[language]
        return title + ": " + entries.map { "\($1.apply($0, enabled: color)) \($2[language])" }.joined(separator: "  ")
    }
}
