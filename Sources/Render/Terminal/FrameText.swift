import Storyboard

/// A frame drawn as plain terminal text: title, panels (one row per section), narration.
///
/// Every highlighted cell carries its role's letter (`b·d` for a deleted `b`), so the
/// picture reads the same with colour off. User text is escaped before it reaches the terminal.
public enum FrameText {
    /// The frame as lines of text.
    public static func render(_ frame: Frame, language: Language, color: Bool) -> String {
        var lines: [String] = []
        if let title = frame.title {
            lines.append(Style.heading.apply(TerminalText.escaped(title[language]), enabled: color))
        }
        for panel in frame.panels { lines += render(panel, language: language, color: color) }
        for line in frame.narration[language].split(separator: "\n", omittingEmptySubsequences: true) {
            lines.append("  " + TerminalText.escaped(String(line)))
        }
        return lines.joined(separator: "\n")
    }

    static func render(_ panel: Panel, language: Language, color: Bool) -> [String] {
        var lines: [String] = []
        if let caption = panel.caption { lines.append("  " + Style.dim.apply(caption[language], enabled: color)) }
        let width = panel.rowHeaders.map(TerminalText.width).max() ?? 0
        for (row, cells) in panel.cells.enumerated() {
            let header =
                row < panel.rowHeaders.count ? TerminalText.padded(panel.rowHeaders[row], to: width) + " | " : ""
            let body = cells.map { cell($0, color: color) }.joined(separator: " ")
            let line = "    " + header + body
            lines.append(TerminalText.trimmedRight(line))
        }
        return lines
    }

    static func cell(_ cell: Panel.Cell, color: Bool) -> String {
        let text = TerminalText.escaped(cell.text)
        guard let role = cell.roles.sorted(by: { $0.rawValue < $1.rawValue }).first(where: { $0 != .matched }) else {
            return text
        }
        return style(for: role).apply(text + "·" + role.letter, enabled: color)
    }

    static func style(for role: Role) -> Style {
        switch role {
        case .inserted: .insert
        case .deleted, .error: .delete
        case .substituted, .reloaded, .reconfigured: .substitute
        case .moved, .path: .path
        default: .bold
        }
    }
}
