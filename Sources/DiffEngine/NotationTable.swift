/// The article's notation for every cell of a trace, computed once.
///
/// On any path from (0, 0), `inserts - deletes == column - row` and
/// `inserts + deletes + substitutions == cost`, so the insert count alone pins a notation
/// down: that is all this table stores.
package struct NotationTable: Sendable {
    private let table: CostTable
    private let inserts: [Int32]

    init(table: CostTable) {
        self.table = table
        var inserts = [Int32](repeating: 0, count: table.rows * table.columns)
        for row in 0..<table.rows {
            for column in 0..<table.columns {
                guard let operation = table.chosen(row, column) else { continue }
                let origin = (row - operation.step.rows) * table.columns + column - operation.step.columns
                inserts[row * table.columns + column] = inserts[origin] + (operation == .insert ? 1 : 0)
            }
        }
        self.inserts = inserts
    }

    /// The notation of one cell.
    /// - Precondition: the cell is inside the table.
    /// - Complexity: O(1).
    package subscript(row: Int, column: Int) -> Notation {
        let index = table.index(row, column)
        let inserts = Int(self.inserts[index])
        let deletes = inserts - (column - row)
        let substitutions = Int(table.costs[index]) - inserts - deletes
        return Notation(inserts: inserts, deletes: deletes, substitutions: substitutions)
    }
}
