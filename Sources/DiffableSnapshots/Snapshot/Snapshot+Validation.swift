import BatchModel

extension Snapshot {
    /// What UIKit's debug validators find wrong with this snapshot's identifiers, all of
    /// them: items and sections not equal to themselves, equal items with different hash
    /// values, equal items twice (which hashing did not catch), and, for the items of
    /// `shown` (the snapshot on screen), hash values that changed since `recorded`.
    /// - Parameters:
    ///   - shown: the snapshot on screen.
    ///   - recorded: the hash value of each item of `shown` when it was applied.
    /// - Returns: the problems, in that order; empty when the identifiers keep the contract.
    /// - Complexity: O(n) for n items (at most `reportedPairs` equal pairs are listed).
    public func identifierProblems(shown: Snapshot, recorded: [[Int]]) -> [IdentifierProblem] {
        var problems: [IdentifierProblem] = []
        let all = Array(items.joined())
        for item in all where item != item { problems.append(.notEqualToItself(Self.text(item))) }
        for section in sections where section != section { problems.append(.notEqualToItself(Self.text(section))) }
        for (ordinal, section) in shown.items.enumerated() where recorded.indices.contains(ordinal) {
            for (position, item) in section.enumerated()
            where recorded[ordinal].indices.contains(position) && recorded[ordinal][position] != item.validatedHash {
                problems.append(.hashValueChanged(Self.text(item)))
            }
        }
        // Equal items are found through Swift's own hashing of the identifiers (the script's
        // items hash their names, which is what `==` compares), so a snapshot of 100,000
        // items costs O(n); the hash values UIKit would see are the simulated ones compared.
        // The first position of each item, and the later positions of an item seen again (by
        // its first): no array per item, so a snapshot of n unique items costs n hashes.
        var first: [Item: Int] = [:]
        first.reserveCapacity(all.count)
        var later: [Int: [Int]] = [:]
        var repeated: [IdentifierProblem] = []
        // The positions of equal pairs in `all`, two by two: earlier, later.
        var pairs: [Int] = []
        for (index, item) in all.enumerated() {
            guard let earliest = first[item] else {
                first[item] = index
                continue
            }
            for earlier in [earliest] + later[earliest, default: []]
            where pairs.count < 2 * Self.reportedPairs && all[earlier] == item {
                pairs.append(earlier)
                pairs.append(index)
            }
            later[earliest, default: []].append(index)
        }
        for pair in StableOrder.positions(keys: pairs, width: 2) {
            let (first, second) = (all[pairs[2 * pair]], all[pairs[2 * pair + 1]])
            if first.validatedHash != second.validatedHash {
                problems.append(.equalButDifferentHashes(Self.text(first), Self.text(second)))
            }
            repeated.append(.notUnique(Self.text(first)))
        }
        for old in shown.items.joined() {
            guard let earliest = first[old] else { continue }
            for index in [earliest] + later[earliest, default: []]
            where old == all[index] && old.validatedHash != all[index].validatedHash {
                problems.append(.equalButDifferentHashes(Self.text(old), Self.text(all[index])))
            }
        }
        return problems + repeated
    }

    /// The most pairs of equal items listed: UIKit stops at the first, a lesson needs a few.
    static var reportedPairs: Int { 1_000 }

    /// The hash value of every item, section by section, as UIKit records them at apply.
    /// - Complexity: O(n).
    var itemHashes: [[Int]] { items.map { $0.map { $0.validatedHash } } }

    /// Replaces `item` where it stands without updating the lookups, as mutating a class
    /// instance inside a snapshot does: the snapshot still files it under its old hash (only
    /// the names a script reads follow the item, as a scan of the lists would).
    /// - Complexity: O(n).
    mutating func mutateInPlace(_ item: Item, into changed: Item, matching same: (Item, Item) -> Bool) {
        for section in listOfNode.indices {
            for node in listOfNode[section].liveNodes where same(listOfNode[section][node: node], item) {
                let old = listOfNode[section][node: node]
                listOfNode[section][node: node] = changed
                guard let key = old.nameKey, let new = changed.nameKey, key == new else {
                    unnameItem(old)
                    nameItem(changed, at: Place(section: sectionOrder[node: section], node: node))
                    continue
                }
            }
        }
    }
}
