import Storyboard

extension Panel {
    /// The panel as an HTML table: a grid with one tab stop whose active cell is the one
    /// being decided (the ARIA grid pattern with `aria-activedescendant`).
    /// - Parameters:
    ///   - id: a prefix unique in the page; cells get `id-rR-cC`.
    ///   - language: the language of the caption.
    ///   - label: what a screen reader calls the grid when there is no caption.
    /// - Returns: a `<div class="ds-panel">` holding the caption and the table.
    public func html(id: String, language: Language, label: String) -> String {
        let caption = caption.map { HTMLText.escaped($0[language]) }
        let active = activeCell.map { " aria-activedescendant=\"\(id)-r\($0.row)-c\($0.column)\"" } ?? ""
        var out = "<div class=\"ds-panel\">"
        if let caption { out += "<p class=\"ds-caption\" id=\"\(id)-cap\">\(caption)</p>" }
        let name = caption == nil ? "aria-label=\"\(HTMLText.escaped(label))\"" : "aria-labelledby=\"\(id)-cap\""
        // A one-column panel without headers is lines of text (Swift code): kept left and as typed.
        let lines = columnHeaders.isEmpty && rowHeaders.isEmpty && cells.allSatisfy { $0.count == 1 }
        out += "<table class=\"ds-grid\(lines ? " ds-lines" : "")\" role=\"grid\" tabindex=\"0\" \(name)\(active)>"
        if !columnHeaders.isEmpty {
            out += "<thead><tr>" + (rowHeaders.isEmpty ? "" : "<td></td>")
            out += columnHeaders.map { "<th scope=\"col\">\(HTMLText.escaped($0))</th>" }.joined()
            out += "</tr></thead>"
        }
        out += "<tbody>"
        for (r, row) in cells.enumerated() {
            out += "<tr>"
            if rowHeaders.indices.contains(r) { out += "<th scope=\"row\">\(HTMLText.escaped(rowHeaders[r]))</th>" }
            for (c, cell) in row.enumerated() {
                let place = StepperText.place(
                    row: rowHeaders.indices.contains(r) ? rowHeaders[r] : nil,
                    column: columnHeaders.indices.contains(c) ? columnHeaders[c] : nil, language: language)
                out += cell.html(id: "\(id)-r\(r)-c\(c)", place: place, language: language)
            }
            out += "</tr>"
        }
        return out + "</tbody></table></div>"
    }

    /// The first cell being decided, else the last cell on the path.
    var activeCell: (row: Int, column: Int)? {
        var onPath: (Int, Int)?
        for (r, row) in cells.enumerated() {
            for (c, cell) in row.enumerated() {
                if cell.roles.contains(.current) { return (r, c) }
                if cell.roles.contains(.path) { onPath = (r, c) }
            }
        }
        return onPath
    }
}

extension Panel.Cell {
    /// The cell as a `<td>`: its text, then its roles in words so colour is never the only
    /// sign; a screen reader hears the place, the text and the roles' names (`row k, column a:
    /// 1, substituted`), never the marks.
    func html(id: String, place: String, language: Language) -> String {
        let roles = Role.ordered(roles)
        let classes = roles.isEmpty ? "" : " class=\"" + roles.map(\.cssClass).joined(separator: " ") + "\""
        let marks = roles.map { "<span class=\"ds-mark\">\(HTMLText.escaped($0.mark[language]))</span>" }.joined()
        // A plain cell needs no label: the reader announces its text with the th headers.
        let label =
            roles.isEmpty
            ? ""
            : " aria-label=\"\(HTMLText.escaped(StepperText.label(place: place, text: text, roles: roles, language: language)))\""
        return "<td id=\"\(id)\"\(classes)\(label)><span class=\"ds-text\">"
            + "\(HTMLText.escaped(text))</span>\(marks)</td>"
    }
}
