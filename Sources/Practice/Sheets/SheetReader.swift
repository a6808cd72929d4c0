import DiffEngine
import TextIntake

/// Why a table answer sheet cannot be read as a grid (the grader's words are in Storyboard's
/// `SheetWords`).
public enum SheetProblem: Error, Sendable, Hashable {
    /// Line `line` (1-based) has `found` cells where the table has `expected` columns.
    case cellCount(line: Int, expected: Int, found: Int)
    /// The sheet has `found` rows where the table has `expected` (row 0 included).
    case rowCount(expected: Int, found: Int)
}

/// The grader's reader of a table answer sheet, shared with the site's answer sheet so the
/// page checks the format exactly as `diffstep check` will read it.
///
/// Cells are separated by `,`, `;`, `|` or tabs when a line has any, otherwise by spaces
/// (where `2i 1d` stays one cell when the count says so). Comments (`#`, `//`) and blank
/// lines are ignored, full-width characters are read as ASCII. A header row of the target's
/// letters and a first column of the source's letters are skipped. Each token is then read
/// by `CellReader`; a token it cannot read costs its own cell only.
public enum SheetReader {
    /// One row of tokens, with the 1-based line it came from.
    public struct Row: Sendable, Hashable {
        /// The line in the sheet.
        public var line: Int
        /// The cells' tokens, trimmed.
        public var tokens: [Substring]
    }

    /// The rows of a table sheet, header and label column removed.
    /// - Parameters:
    ///   - text: the sheet.
    ///   - rows: the rows the table has (row 0 included).
    ///   - columns: the columns it has (column 0 included).
    ///   - expected: the true costs of a row, to read ambiguous space-separated notations in
    ///     the student's favour (the grader passes them; the page does not).
    ///   - complete: false to read a sheet still being written: too few rows is no problem.
    /// - Throws: ``SheetProblem`` for the first line with the wrong number of cells, or the
    ///   wrong number of rows.
    /// - Complexity: O(n) in the sheet's length (each row's grouping search is bounded).
    public static func table(
        _ text: String, rows: Int, columns: Int, expected: ((Int) -> [Int])? = nil, complete: Bool = true
    ) throws(SheetProblem) -> [Row] {
        var out: [Row] = []
        for (number, line) in Intake.lines(text).enumerated() {
            let content = CellReader.withoutComment(line)
            var tokens = CellReader.tokens(
                Substring(content), columns: columns, row: out.count,
                expected: out.count < rows ? expected?(out.count) : nil)
            if tokens.isEmpty { continue }
            let values = tokens.map { CellReader.cell($0) }
            if isHeader(tokens, values) { continue }
            // The source's letter before the cells: on a full row, or on a short row whose other
            // tokens are all cells (`k 1 0`), where the row is short, not the label unreadable.
            let labelled = values[0] == nil && !looksLikeCell(tokens[0]) && tokens.count > 1
            if labelled, tokens.count == columns + 1 || values.dropFirst().allSatisfy({ $0 != nil }) {
                tokens.removeFirst()
            }
            guard tokens.count == columns else {
                throw .cellCount(line: number + 1, expected: columns, found: tokens.count)
            }
            out.append(Row(line: number + 1, tokens: tokens))
        }
        guard out.count == rows || (!complete && out.count < rows) else {
            throw .rowCount(expected: rows, found: out.count)
        }
        return out
    }

    /// A header row: no token is a cell (the target's letters, perhaps with `ε`).
    private static func isHeader(_ tokens: [Substring], _ values: [CellReader.Cell?]) -> Bool {
        values.allSatisfy { $0 == nil } && tokens.allSatisfy { !looksLikeCell($0) }
    }

    /// A token with a digit was meant as a cell (a typo like `2x`), not a letter label.
    private static func looksLikeCell(_ token: Substring) -> Bool {
        // An ASCII character that is a number is a digit (compared by byte: no property table).
        CellReader.folded(token).contains { $0.asciiValue.map { (0x30...0x39).contains($0) } ?? false }
    }
}
