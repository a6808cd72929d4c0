import DiffEngine

/// One table cell a student got wrong against the true table, for the class report's
/// misconception heatmap.
public struct CellMistake: Sendable, Hashable {
    /// The cell's row.
    public var row: Int
    /// The cell's column.
    public var column: Int
    /// What the student wrote there, as shown (`3`, `2i 1d`, `?`, `'x'`).
    public var written: String
    /// The likely cause, when the value matches a known wrong rule.
    package var cause: MistakeCause?
    /// The cell's role in the student's own table (comparable across variants, unlike its
    /// position or letters).
    package var role: CellRole = .mismatch
}

/// What a cell is in its own table: the same roles in every variant, so a class whose
/// students have different words is summarised by role, not by position or letter.
package enum CellRole: String, Sendable, Hashable, CaseIterable {
    /// Row 0 or column 0: a run of inserts or deletes from ε.
    case edge
    /// On the optimal path the table's key traces.
    case onPath = "on-path"
    /// Off the path, where the row's and the column's letters are equal (a free diagonal).
    case match
    /// Off the path, where the letters differ.
    case mismatch
}

/// A wrong rule that explains a wrong cell, judged from the TRUE neighbours.
package enum MistakeCause: String, Sendable, Hashable, CaseIterable {
    /// A substitution counted as 2 (delete + insert) instead of 1.
    case substitutionAsTwo = "substitution-as-2"
    /// The minimum of two neighbours instead of all three.
    case minOfTwo = "min-of-two"
    /// One more or one less than the right value.
    case offByOne = "off-by-one"
    /// Left blank or unreadable.
    case blank
}

extension TableJudge {
    /// The mistake at one cell, with its likely cause.
    func mistake(_ row: Int, _ column: Int, path: Set<Int>) -> CellMistake {
        let cell = grid.cells[row][column]
        let role: CellRole =
            if row == 0 || column == 0 {
                .edge
            } else if path.contains(row * table.columns + column) {
                .onPath
            } else {
                table.source[row - 1] == table.target[column - 1] ? .match : .mismatch
            }
        return CellMistake(
            row: row, column: column, written: cell.text, cause: cause(of: cell.value, row, column), role: role)
    }

    private func cause(of written: Int?, _ row: Int, _ column: Int) -> MistakeCause? {
        guard let written else { return .blank }
        let truth = table.cost(row: row, column: column)
        if row > 0, column > 0 {
            let up = table.cost(row: row - 1, column: column) + 1
            let left = table.cost(row: row, column: column - 1) + 1
            let diagonal = table.cost(row: row - 1, column: column - 1)
            let differs = table.source[row - 1] != table.target[column - 1]
            if differs, written == min(up, left, diagonal + 2) { return .substitutionAsTwo }
            let pairs = [min(up, left), min(up, diagonal + (differs ? 1 : 0)), min(left, diagonal + (differs ? 1 : 0))]
            if pairs.contains(written) { return .minOfTwo }
        }
        return abs(written - truth) == 1 ? .offByOne : nil
    }
}
