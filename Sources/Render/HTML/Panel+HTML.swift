import Storyboard

extension Panel {
    /// The panel as an HTML table: a grid with one tab stop whose active cell is the one
    /// being decided (the ARIA grid pattern with `aria-activedescendant`).
    /// - Parameters:
    ///   - id: a prefix unique in the page; cells get `id-rR-cC`.
    ///   - language: the language of the caption.
    ///   - label: what a screen reader calls the grid when there is no caption.
    /// - Returns: a `<div class="ds-panel">` holding the caption and the table.
    package func html(id: String, language: Language, label: String) -> String {
        var out = ""
        html(id: id, language: language, label: label) { out += $0 }
        return out
    }

    /// The same table handed out a row at a time, as the `String` form joins it.
    package func html(id: String, language: Language, label: String, to emit: (String) -> Void) {
        let caption = caption.map { HTMLText.escaped($0[language]) }
        let active = activeCell.map { " aria-activedescendant=\"\(id)-r\($0.row)-c\($0.column)\"" } ?? ""
        var out = "<div class=\"ds-panel\">"
        if let caption { out += "<p class=\"ds-caption\" id=\"\(id)-cap\">\(caption)</p>" }
        let name = caption == nil ? "aria-label=\"\(HTMLText.escaped(label))\"" : "aria-labelledby=\"\(id)-cap\""
        // A one-column panel without headers is lines of text (Swift code): kept left and as typed.
        let lines = columnHeaders.isEmpty && rowHeaders.isEmpty && cells.allSatisfy { $0.count == 1 }
        // A DP table (its cells know where their values came from) keeps fixed column widths.
        let table = !lines && cells.contains { $0.contains { $0.origin != nil } }
        let kind = lines ? " ds-lines" : table ? " ds-dp" : ""
        out += "<table class=\"ds-grid\(kind)\" role=\"grid\" tabindex=\"0\" \(name)\(active)>"
        if !columnHeaders.isEmpty {
            out += "<thead><tr>" + (rowHeaders.isEmpty ? "" : "<td></td>")
            out += columnHeaders.map { "<th scope=\"col\">\(HTMLText.escaped($0))</th>" }.joined()
            out += "</tr></thead>"
        }
        out += "<tbody>"
        for (r, row) in cells.enumerated() {
            emit(out)
            out = "<tr>"
            if rowHeaders.indices.contains(r) { out += "<th scope=\"row\">\(HTMLText.escaped(rowHeaders[r]))</th>" }
            for (c, cell) in row.enumerated() {
                // Only a cell with roles is labelled: a 240 x 240 table's plain cells need no place.
                let place =
                    cell.roles.isEmpty
                    ? ""
                    : StepperText.place(
                        row: rowHeaders.indices.contains(r) ? rowHeaders[r] : nil,
                        column: columnHeaders.indices.contains(c) ? columnHeaders[c] : nil, language: language)
                out += cell.html(
                    id: "\(id)-r\(r)-c\(c)", place: place, line: lineHTML(row: r, column: c), language: language)
            }
            out += "</tr>"
        }
        emit(out + "</tbody></table></div>")
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
    /// The cell as a `<td>`: the path `line` through it (the arrows to each cell's neighbours
    /// are the script's, which repaints every cell; this is the page without it), its text, then its roles in words so colour is never the only sign
    /// (the path's word left out where its line is drawn); a screen reader hears the place, the text, the roles'
    /// names and the origin (`row k, column a: 1, insert a, from 0 on the left`), never the
    /// marks or arrows.
    func html(id: String, place: String, line: String, language: Language) -> String {
        let roles = Role.ordered(roles)
        let classes = roles.isEmpty ? "" : " class=\"" + roles.map(\.cssClass).joined(separator: " ") + "\""
        // Where the path line runs through the cell, the line says "path"; the label still does.
        let marks = roles.filter { line.isEmpty || $0 != .path }
            .map { "<span class=\"ds-mark\">\(HTMLText.escaped($0.mark[language]))</span>" }.joined()
        // A plain cell needs no label: the reader announces its text with the th headers. The
        // script labels every filled cell with its origin; the page without it stays small.
        let label =
            roles.isEmpty
            ? ""
            : " aria-label=\"\(HTMLText.escaped(StepperText.label(place: place, text: text, roles: roles, language: language)))\""
        return "<td id=\"\(id)\"\(classes)\(label)>\(line)<span class=\"ds-text\">"
            + "\(HTMLText.escaped(text))</span>\(marks)</td>"
    }
}
