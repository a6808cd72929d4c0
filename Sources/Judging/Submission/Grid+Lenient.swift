import DiffEngine
import Practice
import TextIntake

extension Grid {
    /// The part of a submission that holds the table: the first fenced block when the file
    /// has one (the printed key pasted whole: a heading, prose, fenced tables), every line's
    /// trailing spaces and tabs removed (so they never change the column rule).
    public static func tableText(_ text: String) -> String {
        // `、` (the ideographic comma) separates as `，` does.
        let text = text.contains("、") ? text.map { $0 == "、" ? "," : String($0) }.joined() : text
        var lines = Intake.lines(text).map { line in
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\u{3000}" { line.removeLast() }
            return line
        }
        if let open = lines.firstIndex(where: { $0.trimmed.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0.trimmed.hasPrefix("```") })
        {
            lines = Array(lines[(open + 1)..<close])
        }
        return lines.joined(separator: "\n")
    }

    /// The reader for sheets the shared reader refuses: each line read alone, a row short of
    /// cells or rows missing at the end padded with blanks (each costs its own cell only), a
    /// row label kept out of the cells even when a column is missing, a row with too many
    /// pieces read as unreadable cells (that row only).
    /// - Returns: nil when the sheet has more rows than the table.
    static func lenient(text: String, rows: Int, columns: Int, expected: ((Int) -> [Int])?)
        -> (cells: [[WrittenCell]], read: Int, padded: Int)?
    {
        var padded = 0
        var out: [[WrittenCell]] = []
        for line in Intake.lines(text) {
            let content = CellReader.withoutComment(line)
            let row = out.count
            var tokens = CellReader.tokens(
                Substring(content), columns: columns, row: row, expected: row < rows ? expected?(row) : nil)
            if tokens.isEmpty || tokens.allSatisfy({ !isCellLike($0) }) { continue }
            if let first = tokens.first, !isCellLike(first), tokens.count <= columns + 1 { tokens.removeFirst() }
            // More rows than the table: which rows are which is unknowable, so nothing is guessed.
            guard row < rows else { return nil }
            tokens = mergedSlips(tokens, columns: columns)
            if tokens.count > columns {
                out.append(tokens.prefix(columns).map { _ in .unreadable(String(Substring(content).trimmed)) })
                continue
            }
            let cells = tokens.map { WrittenCell($0) ?? .unreadable(String($0)) }
            padded += columns - cells.count
            out.append(cells + Array(repeating: .blank, count: columns - cells.count))
        }
        let read = out.count
        while out.count < rows {
            out.append(Array(repeating: .blank, count: columns))
            padded += columns
        }
        return (out, read, padded)
    }

    /// True when the shared reader took a label column for cells: every row starts with an
    /// unreadable token that is no cell at all (a letter, `ε`), as when a column is missing.
    static func readLabelsAsCells(_ cells: [[WrittenCell]]) -> Bool {
        !cells.isEmpty
            && cells.allSatisfy { row in
                guard case .unreadable(let token)? = row.first else { return false }
                return !isCellLike(Substring(token))
            }
    }

    /// A row with more pieces than cells because a notation has a slipped letter (`1d 1x`):
    /// each piece that is no cell is joined to the notation piece beside it, left first, until
    /// the row fits; the joined cell is unreadable and costs that cell only.
    static func mergedSlips(_ tokens: [Substring], columns: Int) -> [Substring] {
        var tokens = tokens
        var index = 0
        while tokens.count > columns, index < tokens.count {
            guard CellReader.cell(tokens[index]) == nil else {
                index += 1
                continue
            }
            if index > 0, CellReader.isNotationPiece(tokens[index - 1]) {
                tokens[index - 1] = Substring(tokens[index - 1] + " " + tokens[index])
                tokens.remove(at: index)
            } else if index + 1 < tokens.count, CellReader.isNotationPiece(tokens[index + 1]) {
                tokens[index] = Substring(tokens[index] + " " + tokens[index + 1])
                tokens.remove(at: index + 1)
                index += 1
            } else {
                index += 1
            }
        }
        return tokens
    }

    /// A token that was meant as a cell: it reads as one, or has a digit (`2x`).
    private static func isCellLike(_ token: Substring) -> Bool {
        CellReader.cell(token) != nil || CellReader.folded(token).contains { ("0"..."9").contains($0) }
    }
}
