/// Paul Heckel's linear-time list diff (1978), the one DeepDiff, DifferenceKit and IGListKit use.
///
/// Passes 1 and 2 read the new and the old list into a symbol table (how often each item
/// occurs on each side, and its old line number). Pass 3 links items that occur exactly
/// once on each side; passes 4 and 5 grow those links to equal neighbours, ascending and
/// descending. Pass 6 pairs the copies of repeated items that are still free, in order.
/// Unlinked old items are deleted, unlinked new items inserted; which linked items move is
/// chosen by a ``MoveStrategy``. `trace(old:new:moves:)` records every pass for a lesson.
///
/// ```swift
/// Heckel.diff(old: [1, 2, 3, 4], new: [2, 4, 5, 3])
/// // [.delete(item: 1, index: 0), .insert(item: 5, index: 2), .move(item: 4, from: 3, to: 1)]
/// ```
public enum Heckel {
    /// The changes from `old` to `new`, each item being its own identity.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - moves: which kept items count as moved; ``MoveStrategy/optimal`` by default.
    /// - Returns: deletes (by old index), then inserts, moves and updates (by new index).
    /// - Complexity: O(*n* + *m*) hashes and integer steps for *n* old and *m* new items,
    ///   plus O(*k* log *k*) for the fewest moves among *k* kept items.
    @inlinable
    public static func diff<Item: Hashable>(
        old: [Item], new: [Item], moves: MoveStrategy = .optimal
    ) -> [Change<Item>] {
        result(old: old, new: new, moves: moves).changes
    }

    /// The changes from `old` to `new`, and whether the moves are the fewest: false when the
    /// search for them ran out of its budget (``ListDiffResult/searchBudget``; lists of a few
    /// items repeated many times), where the changes are right but may move more than needed.
    /// - Complexity: as `diff(old:new:moves:)`, the search capped at the budget.
    @inlinable
    public static func result<Item: Hashable>(
        old: [Item], new: [Item], moves: MoveStrategy = .optimal
    ) -> ListDiffResult<Item> {
        result(old: old, new: new, moves: moves, budget: ListDiffResult<Int>.searchBudget)
    }

    /// As above, with the search's budget given (tests pass it on small lists).
    @inlinable
    static func result<Item: Hashable>(
        old: [Item], new: [Item], moves: MoveStrategy, budget: Int
    ) -> ListDiffResult<Item> {
        var table = HeckelTable(old: old, new: new)
        table.matchAll()
        return table.result(old: old, new: new, moves: moves, budget: budget) { _, _ in false }
    }

    /// The changes from `old` to `new`, matching by identity and reporting content changes
    /// as updates.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - moves: which kept items count as moved; ``MoveStrategy/optimal`` by default.
    /// - Returns: deletes (by old index), then inserts, moves and updates (by new index).
    /// - Complexity: O(*n* + *m*) identity hashes for *n* old and *m* new items, one content
    ///   comparison per kept item, plus O(*k* log *k*) for the fewest moves.
    @inlinable
    public static func diff<Item: DiffItem>(
        old: [Item], new: [Item], moves: MoveStrategy = .optimal
    ) -> [Change<Item>] {
        diffByIdentity(old: old, new: new, moves: moves)
    }

    /// The changes from `old` to `new` by identity, for items that are also `Hashable`.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - moves: which kept items count as moved.
    /// - Returns: as for a ``DiffItem``: updates included.
    /// - Complexity: as for a ``DiffItem``.
    @inlinable
    public static func diff<Item: DiffItem & Hashable>(
        old: [Item], new: [Item], moves: MoveStrategy = .optimal
    ) -> [Change<Item>] {
        diffByIdentity(old: old, new: new, moves: moves)
    }

    @inlinable
    static func diffByIdentity<Item: DiffItem>(
        old: [Item], new: [Item], moves: MoveStrategy
    ) -> [Change<Item>] {
        var table = HeckelTable(old: old.map { $0.identity }, new: new.map { $0.identity })
        table.matchAll()
        return table.changes(old: old, new: new, moves: moves) { !$0.hasSameContent(as: $1) }
    }
}
