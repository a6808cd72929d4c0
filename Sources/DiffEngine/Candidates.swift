/// The three costs a cell chooses from.
///
/// The cell's cost is the smallest of them; `nil` marks a neighbour outside the table
/// (the first row has no cell above, the first column none to the left).
package struct Candidates: Sendable, Hashable {
    /// The cost through the cell above plus one: a deletion.
    package var up: Int?
    /// The cost through the cell to the left plus one: an insertion.
    package var left: Int?
    /// The cost through the upper-left cell, plus one unless the tokens are equal.
    package var diagonal: Int?

    /// Creates the candidates of one cell.
    /// - Parameters:
    ///   - up: the deletion cost, if there is a row above.
    ///   - left: the insertion cost, if there is a column to the left.
    ///   - diagonal: the match or substitution cost, if there is a cell up and left.
    /// - Complexity: O(1).
    package init(up: Int?, left: Int?, diagonal: Int?) {
        self.up = up
        self.left = left
        self.diagonal = diagonal
    }
}
