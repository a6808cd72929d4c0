extension Trace {
    /// Every notation a co-optimal sub-path from (0, 0) can give each cell.
    ///
    /// ``notation(row:column:)`` is the chosen sub-path's; a cell reached by several cheapest
    /// paths may also be written differently: in kit -> kat, the bottom-right cell is `1s`
    /// along the chosen path and no other way, but in ab -> ba the corner is `2s`, or
    /// `1i 1d` along a path that deletes one letter and inserts it again. A grader accepts any.
    ///
    /// ```swift
    /// let trace = try Trace(source: Array("ab"), target: Array("ba"))
    /// trace.optimalNotations()[2][2] // {2s, 1i 1d}
    /// ```
    /// - Returns: one set per cell, `[row][column]`.
    /// - Complexity: O(*m* × *n* × *k*) time and space, where *k* ≤ min(*m*, *n*) + 1 is the
    ///   most different notations one cell has.
    public func optimalNotations() -> [[Set<Notation>]] {
        // On any path to (row, column), inserts - deletes == column - row and the counts add
        // up to the cost, so the set of insert counts pins the notations down.
        var inserts = [[Set<Int>]](repeating: [Set<Int>](repeating: [], count: columns), count: rows)
        inserts[0][0] = [0]
        for row in 0..<rows {
            for column in 0..<columns {
                for operation in operations(row: row, column: column).operations {
                    let origin = inserts[row - operation.step.rows][column - operation.step.columns]
                    inserts[row][column].formUnion(operation == .insert ? Set(origin.map { $0 + 1 }) : origin)
                }
            }
        }
        return (0..<rows).map { row in
            (0..<columns).map { column in
                let cost = self.cost(row: row, column: column)
                return Set(
                    inserts[row][column].map { count in
                        let deletes = count - (column - row)
                        return Notation(inserts: count, deletes: deletes, substitutions: cost - count - deletes)
                    })
            }
        }
    }
}
