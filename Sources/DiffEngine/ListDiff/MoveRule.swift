/// Who moves: the one rule behind every "fewest moves" in diffstep (Heckel's optimal moves,
/// the diffable snapshot's batch, the planner, the exercise difficulty, the lesson's count).
///
/// List the kept items in one list's order with their positions in the other list. The
/// items on one longest increasing subsequence of those positions already stand in order
/// relative to each other and stay; every other kept item moves. No batch does with fewer
/// moves, since the items that do not move keep their order.
///
/// ```swift
/// MoveRule.moved([0, 3, 4, 1, 2, 5, 6])  // [false, true, true, false, false, false, false]
/// MoveRule.moveCount([0, 3, 4, 1, 2, 5, 6])  // 2
/// ```
public enum MoveRule {
    /// Whether each kept item moves.
    ///
    /// - Parameter positions: the kept items' positions in the other list, in this list's
    ///   order (old indexes in new order, or new indexes in old order).
    /// - Returns: one flag per kept item, `true` for those that move.
    /// - Complexity: O(*n* log *n*) for *n* kept items.
    public static func moved(_ positions: [Int]) -> [Bool] {
        var moved = [Bool](repeating: true, count: positions.count)
        for staying in LongestIncreasingSubsequence.positions(in: positions) { moved[staying] = false }
        return moved
    }

    /// The positions in `positions` of the kept items that stay, ascending.
    ///
    /// - Parameter positions: as for ``moved(_:)``.
    /// - Returns: the indexes into `positions` of one longest increasing run.
    /// - Complexity: O(*n* log *n*) for *n* kept items.
    public static func staying(_ positions: [Int]) -> [Int] {
        LongestIncreasingSubsequence.positions(in: positions)
    }

    /// How many kept items move: kept minus the longest increasing run.
    ///
    /// - Parameter positions: as for ``moved(_:)``.
    /// - Returns: the fewest moves.
    /// - Complexity: O(*n* log *n*) for *n* kept items.
    public static func moveCount(_ positions: [Int]) -> Int {
        positions.count - LongestIncreasingSubsequence.length(of: positions)
    }
}
