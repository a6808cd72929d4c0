extension Snapshot {
    /// What UIKit's debug validators find wrong with this snapshot's identifiers, all of
    /// them: items and sections not equal to themselves, equal items with different hash
    /// values, equal items twice (which hashing did not catch), and, for the items of
    /// `shown` (the snapshot on screen), hash values that changed since `recorded`.
    /// - Parameters:
    ///   - shown: the snapshot on screen.
    ///   - recorded: the hash value of each item of `shown` when it was applied.
    /// - Returns: the problems, in that order; empty when the identifiers keep the contract.
    /// - Complexity: O(n²) comparisons for n items, as a validator that trusts no hash must.
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
        var repeated: [IdentifierProblem] = []
        for first in all.indices {
            for second in all.indices where second > first && all[first] == all[second] {
                if all[first].validatedHash != all[second].validatedHash {
                    problems.append(.equalButDifferentHashes(Self.text(all[first]), Self.text(all[second])))
                }
                repeated.append(.notUnique(Self.text(all[first])))
            }
        }
        for old in shown.items.joined() {
            for new in all where old == new && old.validatedHash != new.validatedHash {
                problems.append(.equalButDifferentHashes(Self.text(old), Self.text(new)))
            }
        }
        return problems + repeated
    }

    /// The hash value of every item, section by section, as UIKit records them at apply.
    /// - Complexity: O(n).
    var itemHashes: [[Int]] { items.map { $0.map { $0.validatedHash } } }

    /// Replaces `item` where it stands without updating the lookups, as mutating a class
    /// instance inside a snapshot does: the snapshot still files it under its old hash.
    /// - Complexity: O(n).
    mutating func mutateInPlace(_ item: Item, into changed: Item, matching same: (Item, Item) -> Bool) {
        for ordinal in items.indices {
            for position in items[ordinal].indices where same(items[ordinal][position], item) {
                items[ordinal][position] = changed
            }
        }
    }
}
