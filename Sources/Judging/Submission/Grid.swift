import DiffEngine
import Practice
import Storyboard

/// A table as a student wrote it: rows of cells, each a number, `2i 1d`, or `?`.
public struct Grid: Sendable, Equatable {
    /// The cells as written.
    public var cells: [[WrittenCell]]
    /// What the shared reader found wrong with the sheet when it was read leniently (a row
    /// short of cells, missing rows): said once to the student beside the score.
    public var note: Localized? = nil

    /// The cost written at a position, nil where the student left `?` or `_` or wrote
    /// something unreadable.
    public subscript(row: Int, column: Int) -> Int? { cells[row][column].value }

    /// Reads a grid of `rows` x `columns` cells with `SheetReader` (the reader the site's
    /// answer sheet checks with) and `CellReader`.
    ///
    /// Cells are separated by `,`, `;`, `|` or tabs when a line has any, otherwise by spaces
    /// (where `2i 1d` stays one cell when the count says so). Comments (`#`, `//`) and blank
    /// lines are ignored, full-width characters are read as ASCII. A header row of the target's
    /// letters and a first column of the source's letters are skipped. A token that still
    /// cannot be read becomes an ``WrittenCell/unreadable(_:)`` cell: it costs that cell only.
    /// Space-separated notations can group two ways (`1d 1s 1i 1s 2i`); `expected` (the true
    /// costs of a row) lets the reader pick the grouping that matches, the student's favour.
    /// The printed key pasted whole is read from its first fenced block; trailing whitespace
    /// is dropped first. A sheet the shared reader refuses (a short row, a missing last row
    /// or column, a row that splits wrong) is read again line by line (`lenient`): what it
    /// lacks is blank, so it costs exactly those cells.
    /// - Throws: `JudgingError.badSubmission` naming the line when the sheet has more rows
    ///   than the table.
    public init(text: String, rows: Int, columns: Int, expected: ((Int) -> [Int])? = nil) throws(JudgingError) {
        let text = Grid.tableText(text)
        var strict: [[WrittenCell]]? = nil
        var problem: SheetProblem? = nil
        do throws(SheetProblem) {
            strict = try SheetReader.table(text, rows: rows, columns: columns, expected: expected).map { row in
                row.tokens.map { WrittenCell($0) ?? .unreadable(String($0)) }
            }
        } catch {
            problem = error
        }
        if let strict, !Grid.readLabelsAsCells(strict) {
            cells = strict
            return
        }
        // An incomplete or slipped sheet costs the cells it lacks, not the whole table.
        guard let lenient = Grid.lenient(text: text, rows: rows, columns: columns, expected: expected),
            lenient.read > 0
        else {
            guard let problem else { throw .badSubmission(line: nil, reason: GridWords.noRows) }
            throw .badSubmission(line: SheetWords.line(of: problem), reason: SheetWords.problem(problem))
        }
        cells = lenient.cells
        note = GridWords.lenient(
            problem.map { ($0, SheetWords.line(of: $0), SheetWords.problem($0)) }, blanks: lenient.padded)
    }

    /// A grid from already split cells (JSON submissions).
    public init(cells: [[WrittenCell]]) { self.cells = cells }
}
