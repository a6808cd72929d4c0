import DiffEngine

/// Everything one table cell is made of: its neighbours, the two tokens and what the
/// recurrence makes of them. The reason a practice answer is right or wrong.
package struct CellFacts: Sendable, Hashable {
    /// The cell's row and column (both at least 1).
    package var row: Int, column: Int
    /// The source token of the row and the target token of the column.
    package var source: String, target: String
    /// The costs of the cell above, to the left and on the diagonal.
    package var up: Int, left: Int, diagonal: Int
    /// The cell's cost: min(up + 1, left + 1, diagonal + (equal ? 0 : 1)).
    package var value: Int
    /// Every operation that reaches the cell at that cost.
    package var operations: OperationSet
    /// The one the tie-break takes.
    package var chosen: EditOperation
    /// The tie-break.
    package var tieBreak: TieBreak

    /// True when the two tokens are equal (the diagonal costs nothing).
    package var same: Bool { source == target }
    /// The diagonal's cost into this cell: `diagonal + 0` or `+ 1`.
    package var diagonalCost: Int { diagonal + (same ? 0 : 1) }

    /// The facts of cell (`row`, `column`) of `trace`.
    /// - Precondition: 1 <= row < trace.rows, 1 <= column < trace.columns.
    /// - Complexity: O(1).
    package init(_ trace: Trace<String>, row: Int, column: Int) {
        self.row = row
        self.column = column
        source = trace.source[row - 1]
        target = trace.target[column - 1]
        up = trace.cost(row: row - 1, column: column)
        left = trace.cost(row: row, column: column - 1)
        diagonal = trace.cost(row: row - 1, column: column - 1)
        value = trace.cost(row: row, column: column)
        operations = trace.operations(row: row, column: column)
        chosen = trace.chosen(row: row, column: column) ?? .match
        tieBreak = trace.tieBreak
    }
}
