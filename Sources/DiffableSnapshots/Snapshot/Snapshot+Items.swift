import BatchModel

extension Snapshot {
    /// Adds items at the end of a section (the last section when `section` is nil).
    /// - Throws: `BatchError.noSections`, `.unknownSection`, or `.duplicateItems` (before iOS 17;
    ///   from iOS 17 a duplicate is moved into place and a warning is recorded instead).
    /// - Complexity: O(m log k): m new items, k items in the section.
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) throws(BatchError) {
        guard !sectionOrder.isEmpty else { throw .noSections }
        let target = section ?? sectionOrder[sectionOrder.count - 1]
        _ = try node(of: target)
        let fresh = try removingDuplicates(identifiers)
        let node = try node(of: target)
        place(fresh, inSection: node, at: listOfNode[node].count)
    }

    /// Adds items just before an existing item, in its section.
    /// - Throws: `BatchError.unknownItem` for an unknown anchor; `.duplicateItems`.
    /// - Complexity: O(m log k) expected.
    public mutating func insertItems(_ identifiers: [Item], beforeItem anchor: Item) throws(BatchError) {
        try insertItems(identifiers, relativeTo: anchor, after: false)
    }

    /// Adds items just after an existing item, in its section.
    /// - Throws: `BatchError.unknownItem` for an unknown anchor; `.duplicateItems`.
    /// - Complexity: O(m log k) expected.
    public mutating func insertItems(_ identifiers: [Item], afterItem anchor: Item) throws(BatchError) {
        try insertItems(identifiers, relativeTo: anchor, after: true)
    }

    /// Removes items; identifiers not in the snapshot are ignored, as UIKit does.
    /// - Complexity: O(m log n) expected, m identifiers.
    public mutating func deleteItems(_ identifiers: [Item]) {
        for item in identifiers {
            guard let place = places[item], let node = sectionNode[place.section] else { continue }
            unnameItem(listOfNode[node].remove(node: place.node))
            forget(item)
        }
    }

    /// Removes every item and every section.
    /// - Complexity: O(n).
    public mutating func deleteAllItems() {
        for list in listOfNode { list.forEachInOrder { forget(list[node: $0]) } }
        sectionOrder = SequenceTree()
        listOfNode = []
        reloadedSections.removeAll()
        sectionNode = [:]
        nameCount = [:]
        namePlace = [:]
    }

    /// Moves an item just before another one (possibly into another section).
    /// - Throws: `BatchError.unknownItem` when either item is not in the snapshot.
    /// - Complexity: O(log n) expected.
    public mutating func moveItem(_ item: Item, beforeItem anchor: Item) throws(BatchError) {
        try moveItem(item, relativeTo: anchor, after: false)
    }

    /// Moves an item just after another one (possibly into another section).
    /// - Throws: `BatchError.unknownItem` when either item is not in the snapshot.
    /// - Complexity: O(log n) expected.
    public mutating func moveItem(_ item: Item, afterItem anchor: Item) throws(BatchError) {
        try moveItem(item, relativeTo: anchor, after: true)
    }

    /// Marks items to be reloaded at the next apply: their cells are replaced by new ones.
    /// - Throws: `BatchError.reloadMissingItem` for an item not in the snapshot.
    /// - Complexity: O(m).
    public mutating func reloadItems(_ identifiers: [Item]) throws(BatchError) {
        for item in identifiers where places[item] == nil {
            throw .reloadMissingItem(Self.text(item), release)
        }
        for item in identifiers { reloadedItems.mark(item) }
    }

    /// Marks items to be reconfigured at the next apply: their cells are kept and filled again.
    /// - Throws: `BatchError.reconfigureMissingItem` for an item not in the snapshot.
    /// - Complexity: O(m).
    public mutating func reconfigureItems(_ identifiers: [Item]) throws(BatchError) {
        for item in identifiers where places[item] == nil {
            throw .reconfigureMissingItem(Self.text(item))
        }
        for item in identifiers { reconfiguredItems.mark(item) }
    }

    private mutating func insertItems(_ identifiers: [Item], relativeTo anchor: Item, after: Bool) throws(BatchError) {
        guard indexPath(of: anchor) != nil else { throw .unknownItem(Self.text(anchor)) }
        let fresh = try removingDuplicates(identifiers.filter { $0 != anchor })
        guard let path = indexPath(of: anchor), let node = places[anchor].flatMap({ sectionNode[$0.section] }) else {
            throw .unknownItem(Self.text(anchor))
        }
        place(fresh, inSection: node, at: path.item + (after ? 1 : 0))
    }

    private mutating func moveItem(_ item: Item, relativeTo anchor: Item, after: Bool) throws(BatchError) {
        guard indexPath(of: item) != nil else { throw .unknownItem(Self.text(item)) }
        guard indexPath(of: anchor) != nil else { throw .unknownItem(Self.text(anchor)) }
        guard item != anchor, let place = places[item], let fromSection = sectionNode[place.section] else { return }
        unnameItem(listOfNode[fromSection].remove(node: place.node))
        guard let to = indexPath(of: anchor), let section = places[anchor]?.section,
            let toSection = sectionNode[section]
        else { throw .unknownItem(Self.text(anchor)) }
        let moved = listOfNode[toSection].insert(item, at: to.item + (after ? 1 : 0))
        places[item] = Place(section: section, node: moved)
        nameItem(item, at: Place(section: section, node: moved))
    }

    /// The identifiers to add, without duplicates. Before iOS 17 any duplicate raises; from
    /// iOS 17 an item listed twice in the call still raises (WordPress-iOS #23036, iOS
    /// 17.4.1) while items already present are taken out (to be moved into place) and logged.
    private mutating func removingDuplicates(_ identifiers: [Item]) throws(BatchError) -> [Item] {
        var seen = Set<Item>()
        var fresh: [Item] = []
        var duplicates: [String] = []
        var repeats: [String] = []
        for item in identifiers {
            let repeated = !seen.insert(item).inserted
            if repeated || places[item] != nil { duplicates.append(Self.text(item)) }
            if repeated { repeats.append(Self.text(item)) }
            if !repeated { fresh.append(item) }
        }
        guard !duplicates.isEmpty else { return fresh }
        let error = BatchError.duplicateItems(duplicates, release)
        guard release.movesDuplicateItems else { throw error }
        if !repeats.isEmpty { throw .repeatedItems(repeats) }
        warnings.append(error)
        for item in fresh { detach(item) }
        return fresh
    }

    /// Files items into the section at node `section` of `sectionOrder`.
    private mutating func place(_ identifiers: [Item], inSection section: Int, at position: Int) {
        let name = sectionOrder[node: section]
        for (offset, item) in identifiers.enumerated() {
            let node = listOfNode[section].insert(item, at: position + offset)
            places[item] = Place(section: name, node: node)
            nameItem(item, at: Place(section: name, node: node))
            if deletedHere.contains(item) { readded.insert(item) }
        }
    }

    /// Takes an item out of its section without counting it as deleted (a move into place).
    private mutating func detach(_ item: Item) {
        guard let place = places[item], let node = sectionNode[place.section] else { return }
        unnameItem(listOfNode[node].remove(node: place.node))
        places[item] = nil
    }

    /// Drops an item's place and marks (its node is the caller's to remove).
    mutating func forget(_ item: Item) {
        places[item] = nil
        deletedHere.insert(item)
        reloadedItems.unmark(item)
        reconfiguredItems.unmark(item)
    }
}
