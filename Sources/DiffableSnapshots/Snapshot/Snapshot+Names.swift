import BatchModel

extension Snapshot {
    /// How many items of `key`'s name the snapshot holds and, while it holds one, that item
    /// (as it stands in its section, after a `mutate` too): what a scan of ``itemIdentifiers``
    /// finds first, without the scan. Nil item with a count above zero: the name is shared,
    /// or was, and only a scan tells which comes first.
    /// - Parameter key: a ``SnapshotIdentifier/nameKey``.
    /// - Complexity: O(1) expected.
    func named(_ key: Item) -> (count: Int, item: Item?) {
        guard let count = nameCount[key] else { return (0, nil) }
        return (
            count,
            namePlace[key].flatMap { place in sectionNode[place.section].map { listOfNode[$0][node: place.node] } }
        )
    }

    /// Counts the item now at `place` under its name (no-op for identifiers without a name key).
    /// - Complexity: O(1) expected.
    mutating func nameItem(_ item: Item, at place: Place) {
        guard let key = item.nameKey else { return }
        let count = (nameCount[key] ?? 0) + 1
        nameCount[key] = count
        namePlace[key] = count == 1 ? place : nil
    }

    /// Takes an item that left its place out of its name's count.
    /// - Complexity: O(1) expected.
    mutating func unnameItem(_ item: Item) {
        guard let key = item.nameKey, let count = nameCount[key] else { return }
        nameCount[key] = count > 1 ? count - 1 : nil
        namePlace[key] = nil
    }
}
