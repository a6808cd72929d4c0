extension Trace {
    /// The chosen alignment: every cell from (0, 0) to the bottom-right corner, each with the
    /// move that entered it and its notation.
    ///
    /// For AUERY -> GARUEY under `.deepdiff` the notations read
    /// `0, 1i, 1i, 2i, 2i, 2i, 2i 1d, 2i 1d`.
    /// - Complexity: O(*m* + *n*).
    public var path: [PathStep] {
        Trace.path(to: (rows - 1, columns - 1)) { chosen(row: $0, column: $1) }
    }

    /// The chosen path from (0, 0) to `corner`, following `chosen` back from the corner.
    static func path(to corner: (row: Int, column: Int), chosen: (Int, Int) -> EditOperation?) -> [PathStep] {
        var moves: [(row: Int, column: Int, operation: EditOperation?)] = []
        var (row, column) = corner
        while let operation = chosen(row, column) {
            moves.append((row, column, operation))
            row -= operation.step.rows
            column -= operation.step.columns
        }
        moves.append((0, 0, nil))
        return Trace.steps(moves.reversed())
    }

    /// Path steps with running notations, from moves listed start first.
    static func steps(_ moves: some Sequence<(row: Int, column: Int, operation: EditOperation?)>) -> [PathStep] {
        var notation = Notation()
        return moves.map { move in
            if let operation = move.operation { notation = notation.adding(operation) }
            return PathStep(row: move.row, column: move.column, operation: move.operation, notation: notation)
        }
    }

    /// The edits of the chosen path: applied to ``source`` in order they give ``target``.
    /// - Complexity: O(*m* + *n*).
    public var editScript: EditScript<Token> {
        script(for: path)
    }

    /// The edits of any alignment of this trace (matches left out).
    /// - Parameter alignment: steps from (0, 0), as ``path`` or ``alignments(limit:)`` give them.
    /// - Returns: the edits in path order.
    /// - Complexity: O(length of the alignment).
    public func script(for alignment: [PathStep]) -> EditScript<Token> {
        EditScript(alignment: alignment, source: source, target: target)
    }
}
