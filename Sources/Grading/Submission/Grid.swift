import DiffEngine
import Storyboard
import TextIntake

/// A table as a student wrote it: rows of cells, each a number, `2i 1d`, or `?`.
public struct Grid: Sendable, Equatable {
    /// The cells as written.
    public var cells: [[WrittenCell]]

    /// The cost written at a position, nil where the student left `?` or `_` or wrote
    /// something unreadable.
    public subscript(row: Int, column: Int) -> Int? { cells[row][column].value }

    /// Reads a grid of `rows` x `columns` cells from text with ``CellReader``.
    ///
    /// Cells are separated by `,`, `;`, `|` or tabs when a line has any, otherwise by spaces
    /// (where `2i 1d` stays one cell when the count says so). Comments (`#`, `//`) and blank
    /// lines are ignored, full-width characters are read as ASCII. A header row of the target's
    /// letters and a first column of the source's letters are skipped. A token that still
    /// cannot be read becomes an ``WrittenCell/unreadable(_:)`` cell: it costs that cell only.
    /// Space-separated notations can group two ways (`1d 1s 1i 1s 2i`); `expected` (the true
    /// costs of a row) lets the reader pick the grouping that matches, the student's favour.
    /// - Throws: `GradingError.badSubmission` naming the line when a row has the wrong number
    ///   of cells or the table the wrong number of rows.
    public init(text: String, rows: Int, columns: Int, expected: ((Int) -> [Int])? = nil) throws(GradingError) {
        var cells: [[WrittenCell]] = []
        for (number, line) in Intake.lines(text).enumerated() {
            let content = CellReader.withoutComment(line)
            var tokens = CellReader.tokens(
                Substring(content), columns: columns, row: cells.count,
                expected: cells.count < rows ? expected?(cells.count) : nil)
            if tokens.isEmpty { continue }
            let values = tokens.map(WrittenCell.init)
            if Grid.isHeader(tokens, values, columns: columns) { continue }
            if tokens.count == columns + 1, values[0] == nil, !Grid.looksLikeCell(tokens[0]) { tokens.removeFirst() }
            guard tokens.count == columns else {
                throw .badSubmission(
                    line: number + 1,
                    reason: Localized(
                        ko: "칸이 \(columns)개여야 하는데 \(tokens.count)개입니다",
                        en: "expected \(columns) cells, found \(tokens.count)"))
            }
            cells.append(tokens.map { WrittenCell($0) ?? .unreadable(String($0)) })
        }
        guard cells.count == rows else {
            throw .badSubmission(
                line: nil,
                reason: Localized(
                    ko: "행이 \(rows)개(0행 포함)여야 하는데 \(cells.count)개입니다",
                    en: "expected \(rows) rows (including row 0), found \(cells.count)"))
        }
        self.cells = cells
    }

    /// A grid from already split cells (JSON submissions).
    init(cells: [[WrittenCell]]) { self.cells = cells }

    /// A header row: no token is a cell (the target's letters, perhaps with `ε`).
    private static func isHeader(_ tokens: [Substring], _ values: [WrittenCell?], columns: Int) -> Bool {
        values.allSatisfy { $0 == nil } && tokens.allSatisfy { !looksLikeCell($0) }
    }

    /// A token with a digit was meant as a cell (a typo like `2x`), not a letter label.
    private static func looksLikeCell(_ token: Substring) -> Bool {
        CellReader.folded(token).contains { $0.isASCII && $0.isNumber }
    }
}
