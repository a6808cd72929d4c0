import Storyboard

extension Frame {
    /// The frame as a standalone SVG picture (for slides): every panel as a grid, each
    /// highlighted cell in its Okabe-Ito colour and with its role letters, then the narration.
    /// - Parameter language: the language of captions and narration.
    /// - Returns: an `<svg>` document; all text from users is escaped.
    package func svg(language: Language) -> String {
        var out = ""
        svg(language: language) { out += $0 }
        return out
    }

    /// The same picture handed out a grid row at a time, as ``svg(language:)`` joins it: the
    /// size is worked out first, so a 240 x 240 table's 10 MB are never held whole.
    package func svg(language: Language, to emit: (String) -> Void) {
        let cellWidth = 16 + 9 * max(3, panels.compactMap(\.longestText).max() ?? 3)
        let (rowHeight, margin) = (28, 12)
        var y = margin
        var width = 0
        if title != nil { y += 24 }
        for panel in panels {
            if panel.caption != nil { y += 22 }
            let size = panel.svgSize(cellWidth: cellWidth, rowHeight: rowHeight)
            width = max(width, size.width)
            y += size.height + margin
        }
        width = max(width + 2 * margin, 9 * narration[language].count + 2 * margin)
        let height = y + 28
        emit(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"monospace\" font-size=\"14\">"
                + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        y = margin
        if let title {
            emit(SVGText.line(title[language], x: margin, y: y + 14, weight: "bold"))
            y += 24
        }
        for panel in panels {
            if let caption = panel.caption {
                emit(SVGText.line(caption[language], x: margin, y: y + 14))
                y += 22
            }
            panel.svgGrid(x: margin, y: y, cellWidth: cellWidth, rowHeight: rowHeight, to: emit)
            y += panel.svgSize(cellWidth: cellWidth, rowHeight: rowHeight).height + margin
        }
        emit(SVGText.line(narration[language], x: margin, y: y + 14) + "</svg>\n")
    }
}

extension Panel {
    /// The widest text in the panel, in terminal cells, with role letters.
    var longestText: Int {
        let cellTexts = cells.flatMap { $0.map { TerminalText.width($0.text) + $0.roles.count } }
        return (cellTexts + (columnHeaders + rowHeaders).map(TerminalText.width)).max() ?? 0
    }

    /// The grid's width and height.
    func svgSize(cellWidth: Int, rowHeight: Int) -> (width: Int, height: Int) {
        let left = rowHeaders.isEmpty ? 0 : 1
        let top = columnHeaders.isEmpty ? 0 : 1
        return ((left + (cells.map(\.count).max() ?? 0)) * cellWidth, (top + cells.count) * rowHeight)
    }

    /// The grid's rectangles and texts, placed at `(x, y)`, handed out a row at a time.
    func svgGrid(x: Int, y: Int, cellWidth: Int, rowHeight: Int, to emit: (String) -> Void) {
        let left = rowHeaders.isEmpty ? 0 : 1
        let top = columnHeaders.isEmpty ? 0 : 1
        var out = ""
        let box = { (column: Int, row: Int, text: String, fill: String, light: Bool) in
            let (cx, cy) = (x + column * cellWidth, y + row * rowHeight)
            out +=
                "<rect x=\"\(cx)\" y=\"\(cy)\" width=\"\(cellWidth)\" height=\"\(rowHeight)\" fill=\"\(fill)\" stroke=\"#999999\"/>"
            out += SVGText.line(
                text, x: cx + cellWidth / 2, y: cy + 19, anchor: "middle", fill: light ? "#ffffff" : "#1b1b1b")
        }
        for (c, header) in columnHeaders.enumerated() { box(left + c, 0, header, "#f2f2ee", false) }
        for (r, header) in rowHeaders.enumerated() { box(0, top + r, header, "#f2f2ee", false) }
        emit(out)
        for (r, row) in cells.enumerated() {
            out = ""
            for (c, cell) in row.enumerated() {
                let roles = Role.ordered(cell.roles)
                let colour = roles.first?.colour ?? (fill: "#ffffff", lightText: false)
                box(
                    left + c, top + r, cell.text + (roles.isEmpty ? "" : " " + Role.letters(cell.roles)), colour.fill,
                    colour.lightText)
            }
            emit(out)
        }
    }
}

/// One line of SVG text, escaped.
enum SVGText {
    static func line(
        _ text: String, x: Int, y: Int, anchor: String = "start", weight: String = "normal", fill: String = "#1b1b1b"
    ) -> String {
        "<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"\(anchor)\" font-weight=\"\(weight)\" fill=\"\(fill)\">"
            + HTMLText.escaped(TerminalText.escaped(text)) + "</text>"
    }
}
