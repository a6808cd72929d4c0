/// The list diff the lessons build by hand: fill the Wagner-Fischer table, walk its path,
/// turn the path's steps into changes (``Change/changes(from:source:target:)``), pair equal
/// deletes and inserts into moves (``MoveReducer``), and list them in batch order.
///
/// ```swift
/// try WagnerFischerDiff.diff(old: Array("abc"), new: Array("bcd"))
/// // [.delete(item: "a", index: 0), .insert(item: "d", index: 2)]
/// ```
package enum WagnerFischerDiff {
    /// The changes from `old` to `new` along the table's path.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - maximumCells: the largest table to build; checked before anything is allocated.
    /// - Returns: deletes by old index, then inserts, moves and replaces by new index.
    /// - Throws: ``DiffEngineError/tableTooLarge(rows:columns:limit:)`` when the table would
    ///   exceed `maximumCells`.
    /// - Complexity: O(*m* × *n*) time and 5 bytes per cell, then O(*k* log *k*) for *k* changes.
    package static func diff<Item: Hashable>(
        old: [Item], new: [Item], maximumCells: Int = Trace<Item>.defaultMaximumCells
    ) throws(DiffEngineError) -> [Change<Item>] {
        let trace = try Trace(source: old, target: new, maximumCells: maximumCells)
        let alignment = trace.path.compactMap { $0.operation }
        return batchOrder(MoveReducer.reduce(Change.changes(from: alignment, source: old, target: new)))
    }

    /// The changes in the order the other algorithms give them: deletes by old index, then
    /// inserts, moves and replaces by new index (a path lists them as it walks).
    /// - Complexity: O(*k* log *k*) for *k* changes.
    static func batchOrder<Item>(_ changes: [Change<Item>]) -> [Change<Item>] {
        func key(_ change: Change<Item>, _ offset: Int) -> (Int, Int, Int) {
            (rank(change.kind), change.newIndex ?? change.oldIndex ?? 0, offset)
        }
        return changes.enumerated().sorted { key($0.element, $0.offset) < key($1.element, $1.offset) }
            .map { $0.element }
    }

    private static func rank(_ kind: ChangeKind) -> Int {
        switch kind {
        case .delete: 0
        case .insert: 1
        case .move: 2
        case .replace: 3
        case .update: 4
        }
    }
}
