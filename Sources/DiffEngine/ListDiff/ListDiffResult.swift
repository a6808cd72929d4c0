/// A list diff's changes, and whether they are as few as the algorithm promises.
///
/// Heckel's fewest moves and Myers' shortest script rest on a longest common subsequence.
/// Its search costs O((*n* + *m*) *D*); past a budget (lists of a few words repeated many
/// times), the search gives a common subsequence that may be shorter, as git does, and the
/// changes are still right (they turn the old list into the new one) but may not be the fewest.
public struct ListDiffResult<Item> {
    /// The changes, in the order the algorithm gives them.
    public var changes: [Change<Item>]
    /// False when the search ran out of its budget: the changes may not be the fewest.
    public var isMinimal: Bool

    /// Creates a result.
    public init(changes: [Change<Item>], isMinimal: Bool) {
        self.changes = changes
        self.isMinimal = isMinimal
    }

    /// The diagonals the exact search may visit before it stops being exact (about 0.2 s).
    public static var searchBudget: Int { MiddleSnake.workBudget }
}

extension ListDiffResult: Sendable where Item: Sendable {}
