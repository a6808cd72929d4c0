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

    /// Whether each kept item moves, when the items in `pinned` must stay.
    ///
    /// A batch move to the index an item already has reads as a no-op, yet it cannot be
    /// dropped once the rule chose it: the items around it cross it. So the planner pins
    /// every item whose index does not change and keeps the longest increasing run that
    /// holds them all. Pinned items already stand in order (their positions equal their
    /// places), so such a run exists. It is the fewest moves whenever some longest run holds
    /// every pinned item (`a b c -> c b a`: `a` and `c` move, not `a` and `b`); otherwise a
    /// few more items move.
    ///
    /// ```swift
    /// MoveRule.moved([2, 1, 0], pinned: [false, true, false])  // [true, false, true]
    /// ```
    /// - Parameters:
    ///   - positions: as for ``moved(_:)``.
    ///   - pinned: one flag per kept item; the pinned positions must increase.
    /// - Returns: one flag per kept item, `true` for those that move; never for a pinned one.
    /// - Complexity: O(*n* log *n*) for *n* kept items.
    public static func moved(_ positions: [Int], pinned: [Bool]) -> [Bool] {
        var moved = [Bool](repeating: true, count: positions.count)
        // Between two pinned items only the items whose positions also fall between theirs
        // can stay; each gap keeps its own longest run.
        var gap: [Int] = []
        var low = Int.min
        for index in 0...positions.count {
            let isPin = index < positions.count && pinned[index]
            guard index == positions.count || isPin else {
                gap.append(index)
                continue
            }
            let high = index < positions.count ? positions[index] : Int.max
            let open = gap.filter { positions[$0] > low && positions[$0] < high }
            for staying in staying(open.map { positions[$0] }) { moved[open[staying]] = false }
            if isPin { moved[index] = false }
            gap.removeAll(keepingCapacity: true)
            low = high
        }
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
