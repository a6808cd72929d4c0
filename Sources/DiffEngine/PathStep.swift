/// One cell of an alignment path through the table, and the move that entered it.
public struct PathStep: Sendable, Hashable {
    /// The row: how many source tokens are consumed.
    public var row: Int
    /// The column: how many target tokens are produced.
    public var column: Int
    /// The move that entered this cell; `nil` for the start (0, 0).
    public var operation: EditOperation?
    /// The edits of the path from (0, 0) up to and including this cell.
    public var notation: Notation

    /// Creates a step.
    /// - Complexity: O(1).
    public init(row: Int, column: Int, operation: EditOperation?, notation: Notation) {
        self.row = row
        self.column = column
        self.operation = operation
        self.notation = notation
    }
}
