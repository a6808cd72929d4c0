extension Array where Element: Equatable {
    /// The new list these changes describe, or `nil` when they do not fit this list.
    ///
    /// The changes are read as one UIKit batch: deletes and move sources leave the old list
    /// (old indexes); inserts and move targets take their places in the new list (new
    /// indexes); every other place takes the next surviving old item, in order. A replace
    /// then swaps the surviving item at its new index for another, and an update redraws
    /// the item at its new index. `nil` means an index out of range, two changes on one
    /// place, a replace or update whose old item is not the one found there, or a count
    /// that does not add up.
    ///
    /// ```swift
    /// Array("abc").applying([.delete(item: "a", index: 0), .insert(item: "d", index: 2)])
    /// // ["b", "c", "d"]
    /// ```
    /// - Parameter changes: the changes of one diff, in any order.
    /// - Returns: the new list, or `nil`.
    /// - Complexity: O(*n* + *m*) for *n* items and *m* changes.
    package func applying(_ changes: [Change<Element>]) -> [Element]? {
        var leaves = [Bool](repeating: false, count: count)
        var newCount = count
        for change in changes {
            if let from = change.oldIndex, change.kind != .update {
                guard leaves.indices.contains(from), !leaves[from] else { return nil }
                leaves[from] = true
            }
            if change.kind == .insert { newCount += 1 }
            if change.kind == .delete { newCount -= 1 }
        }
        guard newCount >= 0 else { return nil }
        var placed = [Element?](repeating: nil, count: newCount)
        var redrawn = [(old: Element, new: Element)?](repeating: nil, count: newCount)
        for change in changes {
            switch change {
            case .insert(let item, let index), .move(let item, _, let index):
                guard placed.indices.contains(index), placed[index] == nil else { return nil }
                placed[index] = item
            case .replace(let old, let new, let index), .update(let old, let new, _, let index):
                guard redrawn.indices.contains(index), redrawn[index] == nil else { return nil }
                redrawn[index] = (old, new)
            case .delete:
                break
            }
        }
        return assemble(leaves: leaves, placed: placed, redrawn: redrawn)
    }

    private func assemble(
        leaves: [Bool], placed: [Element?], redrawn: [(old: Element, new: Element)?]
    ) -> [Element]? {
        var result: [Element] = []
        result.reserveCapacity(placed.count)
        var next = 0
        for index in placed.indices {
            var item: Element
            if let arriving = placed[index] {
                item = arriving
            } else {
                while next < count, leaves[next] { next += 1 }
                guard next < count else { return nil }
                item = self[next]
                next += 1
            }
            if let (old, new) = redrawn[index] {
                guard old == item else { return nil }
                item = new
            }
            result.append(item)
        }
        while next < count, leaves[next] { next += 1 }
        return next == count ? result : nil
    }
}
