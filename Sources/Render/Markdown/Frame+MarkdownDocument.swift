import Storyboard

extension Frame {
    /// The frames as one Markdown document whose tables are code blocks, so they line up on
    /// any forge: a heading per step, the narration, then each panel in a fenced block.
    /// - Parameters:
    ///   - frames: the frames, in order.
    ///   - title: the document's title.
    ///   - language: the language of titles and narration.
    /// - Returns: CommonMark text.
    package static func markdownDocument(_ frames: [Frame], title: String, language: Language) -> String {
        markdownDocument(FrameSequence(frames), title: title, language: language)
    }

    /// The most cells a Markdown document prints in its tables (steps x cells per table);
    /// past it, tables are printed at the first two steps and the last, and every step
    /// keeps its narration, so the document grows with the steps, not steps x cells.
    static let markdownCellBudget = 20_000

    /// The frames as one Markdown document (see the `[Frame]` form); frames made on demand
    /// are built only where a table is printed.
    package static func markdownDocument(_ frames: FrameSequence, title: String, language: Language) -> String {
        var out = ""
        markdownDocument(frames, title: title, language: language) { out += $0 }
        return out
    }

    /// The same document handed out a step at a time, as the `String` form joins it: a
    /// 240 x 240 walkthrough's 57,875 steps are never held whole.
    package static func markdownDocument(
        _ frames: FrameSequence, title: String, language: Language, to emit: (String) -> Void
    ) {
        let step = Frame.markdownStep[language]
        emit("# \(markdownInline(title))\n")
        guard let first = frames.first else { return }
        let cells = first.panels.reduce(0) { total, panel in total + panel.cells.reduce(0) { $0 + $1.count } }
        let everyTable = frames.count * cells <= markdownCellBudget
        if !everyTable {
            let note = Frame.markdownTablesNote(steps: frames.count, cells: cells)
            emit("\n*\(markdownInline(note[language]))*\n")
        }
        for index in frames.indices {
            let showsTable = everyTable || index < 2 || index == frames.count - 1
            let frame = showsTable ? frames[index] : frames.words(at: index)
            var out = "\n## \(step) \(index + 1)/\(frames.count)"
            if let heading = frame.title { out += ": " + markdownInline(heading[language]) }
            out += "\n\n\(markdownInline(frame.narration[language]))\n"
            for panel in frame.panels {
                if let caption = panel.caption { out += "\n*\(markdownInline(caption[language]))*\n" }
                out += "\n```text\n" + panel.plainText(language: language) + "```\n"
            }
            emit(out)
        }
    }

    /// Text safe in a Markdown paragraph or heading: one line, HTML and emphasis characters escaped.
    static func markdownInline(_ text: String) -> String {
        // One pass over the bytes: a 240 x 240 walkthrough has 57,600 narrations. Every
        // character escaped is ASCII, and no byte of a longer UTF-8 sequence is ASCII.
        var text = TerminalText.escaped(text)
        let marked = text.withUTF8 { bytes -> String? in
            guard bytes.contains(where: { Self.markdownSpecial($0) }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                if Self.markdownSpecial(byte) { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
            return String(decoding: out, as: UTF8.self)
        }
        return marked ?? text
    }

    /// The ASCII characters Markdown reads as markup: the backslash, the backtick, and
    /// `* _ [ ] < > # ! | &`.
    private static func markdownSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "!"),
            UInt8(ascii: "|"), UInt8(ascii: "&"):
            true
        default: false
        }
    }
}

extension Panel {
    /// The panel as aligned plain text, each cell's roles in words after its text
    /// (`0 (now)`, `1 (↑ up)`), never the terminal's glyphs, which read as part of the value
    /// (`1i` + `i`); for code blocks.
    func plainText(language: Language) -> String {
        let hasRowHeaders = !rowHeaders.isEmpty
        var rows: [[String]] = []
        if !columnHeaders.isEmpty { rows.append((hasRowHeaders ? [""] : []) + columnHeaders) }
        for (r, row) in cells.enumerated() {
            let head = hasRowHeaders ? [rowHeaders.indices.contains(r) ? rowHeaders[r] : ""] : []
            rows.append(
                head
                    + row.map { cell in
                        // A blank cell is pending (.) or outside a band (#): the mark, without its word.
                        let blank = [Role.pending, .notComputed].first { cell.text.isEmpty && cell.roles.contains($0) }
                        let words = Role.ordered(cell.roles).filter { $0 != .pending && $0 != blank }.map {
                            $0.mark[language]
                        }
                        let text = blank?.letter ?? cell.text
                        return words.isEmpty ? text : text + " (" + words.joined(separator: ", ") + ")"
                    })
        }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in
            rows.map { c < $0.count ? TerminalText.width(TerminalText.escaped($0[c])) : 0 }.max() ?? 0
        }
        return rows.map { row in
            let line = row.enumerated().map { TerminalText.padded($0.element, to: widths[$0.offset]) }.joined(
                separator: " | ")
            return TerminalText.trimmedRight(line) + "\n"
        }.joined()
    }
}
