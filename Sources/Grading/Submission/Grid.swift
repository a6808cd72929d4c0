import DiffEngine
import Storyboard

/// A table as a student wrote it: rows of cells, each a number, `2i 1d`, or `?`.
public struct Grid: Sendable, Equatable {
    /// The cells as written.
    public var cells: [[WrittenCell]]

    /// The cost written at a position, nil where the student left `?` or `_` or wrote
    /// something unreadable.
    public subscript(row: Int, column: Int) -> Int? { cells[row][column].value }

    /// Reads a grid of `rows` x `columns` cells with ``SheetReader`` (the reader the site's
    /// answer sheet checks with) and ``CellReader``.
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
        do throws(SheetProblem) {
            cells = try SheetReader.table(text, rows: rows, columns: columns, expected: expected).map { row in
                row.tokens.map { WrittenCell($0) ?? .unreadable(String($0)) }
            }
        } catch {
            throw .badSubmission(line: SheetWords.line(of: error), reason: SheetWords.problem(error))
        }
    }

    /// A grid from already split cells (JSON submissions).
    init(cells: [[WrittenCell]]) { self.cells = cells }
}
