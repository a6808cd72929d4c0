extension Trace {
    /// The cost of a cell: the fewest edits that turn the first `row` source tokens into the
    /// first `column` target tokens.
    /// - Precondition: the cell is inside the table.
    /// - Complexity: O(1).
    public func cost(row: Int, column: Int) -> Int {
        Int(table.costs[table.index(row, column)])
    }

    /// The three costs the cell chose from, recomputed from its neighbours.
    /// - Precondition: the cell is inside the table.
    /// - Returns: `nil` for a neighbour outside the table; all `nil` at (0, 0).
    /// - Complexity: O(1).
    package func candidates(row: Int, column: Int) -> Candidates {
        _ = table.index(row, column)
        let up = row > 0 ? cost(row: row - 1, column: column) + 1 : nil
        let left = column > 0 ? cost(row: row, column: column - 1) + 1 : nil
        var diagonal: Int?
        if row > 0, column > 0 {
            let equal = table.source[row - 1] == table.target[column - 1]
            diagonal = cost(row: row - 1, column: column - 1) + (equal ? 0 : 1)
        }
        return Candidates(up: up, left: left, diagonal: diagonal)
    }

    /// Every operation that reaches the cell at its cost; empty at (0, 0).
    /// - Precondition: the cell is inside the table.
    /// - Complexity: O(1).
    public func operations(row: Int, column: Int) -> OperationSet {
        table.operations(row, column)
    }

    /// The operation the tie-break policy takes into the cell; `nil` at (0, 0).
    /// - Precondition: the cell is inside the table.
    /// - Complexity: O(1).
    public func chosen(row: Int, column: Int) -> EditOperation? {
        table.chosen(row, column)
    }

    /// The cell in the article's notation: the edits of the chosen sub-path from (0, 0).
    ///
    /// For a whole table at once, `notations()` is faster.
    /// - Precondition: the cell is inside the table.
    /// - Complexity: O(*row* + *column*): the sub-path is walked back to (0, 0).
    public func notation(row: Int, column: Int) -> Notation {
        var notation = Notation()
        var (row, column) = (row, column)
        while let operation = chosen(row: row, column: column) {
            notation = notation.adding(operation)
            row -= operation.step.rows
            column -= operation.step.columns
        }
        return notation
    }

    /// The notation of every cell, computed in one pass.
    /// - Complexity: O(*m* × *n*) time, 4 bytes per cell.
    package func notations() -> NotationTable {
        NotationTable(table: table)
    }
}
