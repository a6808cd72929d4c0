import Storyboard

extension Frame {
    /// The frames as one Markdown document whose tables are code blocks, so they line up on
    /// any forge: a heading per step, the narration, then each panel in a fenced block.
    /// - Parameters:
    ///   - frames: the frames, in order.
    ///   - title: the document's title.
    ///   - language: the language of titles and narration.
    /// - Returns: CommonMark text.
    public static func markdownDocument(_ frames: [Frame], title: String, language: Language) -> String {
        let step = Localized(ko: "단계", en: "Step")[language]
        var out = "# \(markdownInline(title))\n"
        for (index, frame) in frames.enumerated() {
            out += "\n## \(step) \(index + 1)/\(frames.count)"
            if let heading = frame.title { out += ": " + markdownInline(heading[language]) }
            out += "\n\n\(markdownInline(frame.narration[language]))\n"
            for panel in frame.panels {
                if let caption = panel.caption { out += "\n*\(markdownInline(caption[language]))*\n" }
                out += "\n```text\n" + panel.plainText() + "```\n"
            }
        }
        return out
    }

    /// Text safe in a Markdown paragraph or heading: one line, HTML and emphasis characters escaped.
    static func markdownInline(_ text: String) -> String {
        var out = ""
        for character in TerminalText.escaped(text) {
            if "\\`*_[]<>#!|&".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

extension Panel {
    /// The panel as aligned plain text, each cell's role letters after its text; for code blocks.
    func plainText() -> String {
        let hasRowHeaders = !rowHeaders.isEmpty
        var rows: [[String]] = []
        if !columnHeaders.isEmpty { rows.append((hasRowHeaders ? [""] : []) + columnHeaders) }
        for (r, row) in cells.enumerated() {
            let head = hasRowHeaders ? [rowHeaders.indices.contains(r) ? rowHeaders[r] : ""] : []
            rows.append(head + row.map { $0.text + Role.letters($0.roles) })
        }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in
            rows.map { c < $0.count ? TerminalText.width(TerminalText.escaped($0[c])) : 0 }.max() ?? 0
        }
        return rows.map { row in
            let line = row.enumerated().map { TerminalText.padded($0.element, to: widths[$0.offset]) }.joined(
                separator: " | ")
            return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
        }.joined()
    }
}
