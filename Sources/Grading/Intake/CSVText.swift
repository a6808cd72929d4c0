/// RFC 4180 CSV read forgivingly: `,`, `;` or a tab (whichever the header has most of), quoted
/// cells with `""`, CRLF or LF, a leading BOM.
enum CSVText {
    /// The rows of `text`, each a list of cells; blank lines are left out.
    static func rows(_ text: String) -> [[String]] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body.removeFirst() }
        let firstLine = body.prefix { $0 != "\n" }
        let counts: [(Character, Int)] = [",", ";", "\t"].map { separator in
            (separator, firstLine.filter { $0 == separator }.count)
        }
        let separator = counts.max { $0.1 < $1.1 }.map { $0.1 > 0 ? $0.0 : "," } ?? ","
        var rows: [[String]] = []
        var row: [String] = []
        var cell = ""
        var quoted = false
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            index = body.index(after: index)
            if quoted {
                if character == "\"" {
                    if index < body.endIndex, body[index] == "\"" {
                        cell.append("\"")
                        index = body.index(after: index)
                    } else {
                        quoted = false
                    }
                } else {
                    cell.append(character)
                }
            } else if character == "\"" && cell.isEmpty {
                quoted = true
            } else if character == separator {
                row.append(cell)
                cell = ""
            } else if character == "\n" || character == "\r\n" {
                row.append(cell)
                if row.contains(where: { !$0.isEmpty }) { rows.append(row) }
                row = []
                cell = ""
            } else if character != "\r" {
                cell.append(character)
            }
        }
        row.append(cell)
        if row.contains(where: { !$0.isEmpty }) { rows.append(row) }
        return rows
    }

    /// One cell written so ``rows(_:)`` reads it back: quoted when it holds a separator,
    /// a quote, a line break or edge spaces.
    static func quoted(_ cell: String) -> String {
        guard
            cell.contains(where: { $0 == "," || $0 == ";" || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                || cell.first == " " || cell.last == " "
        else { return cell }
        return "\"" + cell.replacingAll("\"", with: "\"\"") + "\""
    }
}
