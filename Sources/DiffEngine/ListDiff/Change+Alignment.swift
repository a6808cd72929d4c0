extension Change {
    /// Turns an alignment (a path through the edit-distance table) into changes.
    ///
    /// This is the article's "from the table to changes": walking the path, a delete step
    /// removes the source item at its old index, an insert step adds the target item at its
    /// new index, a substitution becomes a ``replace(old:new:index:)`` at the new index (as
    /// DeepDiff does), and a match changes nothing. `"abc"` to `"bcd"` aligned as
    /// `d = = i` gives `delete "a" at 0` and `insert "d" at 2`. No moves: pass the result
    /// to `MoveReducer/reduce(_:)` to pair deletes and inserts of equal items.
    ///
    /// - Parameters:
    ///   - alignment: the operations of one path, first to last.
    ///   - source: the old items.
    ///   - target: the new items.
    /// - Returns: the changes, in path order.
    /// - Precondition: the alignment consumes exactly `source` and `target`.
    /// - Complexity: O(*k*) for an alignment of *k* operations.
    public static func changes(
        from alignment: some Sequence<EditOperation>, source: [Item], target: [Item]
    ) -> [Change] {
        var changes: [Change] = []
        var oldIndex = 0
        var newIndex = 0
        for operation in alignment {
            let readsOld = operation != .insert
            let readsNew = operation != .delete
            precondition(!readsOld || oldIndex < source.count, "alignment reads past the source")
            precondition(!readsNew || newIndex < target.count, "alignment reads past the target")
            switch operation {
            case .match: break
            case .substitute:
                changes.append(.replace(old: source[oldIndex], new: target[newIndex], index: newIndex))
            case .insert: changes.append(.insert(item: target[newIndex], index: newIndex))
            case .delete: changes.append(.delete(item: source[oldIndex], index: oldIndex))
            }
            if readsOld { oldIndex += 1 }
            if readsNew { newIndex += 1 }
        }
        precondition(oldIndex == source.count && newIndex == target.count, "alignment stops early")
        return changes
    }
}
