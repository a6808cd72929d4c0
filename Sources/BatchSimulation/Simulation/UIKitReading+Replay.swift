import BatchModel

extension UIKitReading {
    /// What the view shows after UIKit animates this reading (reference 1.9).
    ///
    /// Deletes and move sources leave the old sections; inserts and reloads get fresh cells
    /// from the data source; move targets carry their old cell; every other slot is filled,
    /// in order, with the old cells that stayed (after duplicate deletes a collection view
    /// counted twice, the last of them are left out: wrong content). Only call on a reading that validated.
    /// - Parameters:
    ///   - before: what the view showed.
    ///   - after: what the data source holds now.
    /// - Returns: the cells on screen, sections named as the view knows them.
    /// - Complexity: O(n + u·s) for n items, u updates and s sections.
    public func replay(before: Contents, after: Contents) -> Contents {
        var sections: [Section] = []
        for (index, old) in sectionMap.enumerated() {
            guard let old, index < after.sections.count else {
                sections.append(after.sections[index])
                continue
            }
            sections.append(
                Section(before.sections[old].name, items: replaySection(index, old: old, before: before, after: after)))
        }
        return Contents(sections: sections)
    }

    private func replaySection(_ index: Int, old: Int, before: Contents, after: Contents) -> [DataItem] {
        let leaving = Set(deletedItems.filter { $0.section == old }.map { $0.item })
            .union(movedItems.filter { $0.from.section == old }.map { $0.from.item })
        var staying = before.sections[old].items.enumerated()
            .filter { !leaving.contains($0.offset) }.map { $0.element }.makeIterator()
        let fresh = Set(insertedItems.filter { $0.section == index }.map { $0.item })
        // Each slot's arrival as a position in `arrivals`: a dictionary of `Int`s, which the
        // binary already has, not one of items.
        var arrivals: [DataItem] = []
        var arriving: [Int: Int] = [:]
        for move in movedItems where move.to.section == index {
            arriving[move.to.item] = arrivals.count
            arrivals.append(before.sections[move.from.section].items[move.from.item])
        }
        let target = after.sections[index].items
        var items: [DataItem] = []
        for slot in target.indices {
            if fresh.contains(slot) {
                items.append(target[slot])
            } else if let moved = arriving[slot] {
                items.append(arrivals[moved])
            } else if let kept = staying.next() {
                items.append(kept)
            } else {
                // Only after duplicates a collection view counted twice: a slot no old cell
                // reaches gets a fresh cell (the old cells left over are the ones radar
                // 31786176 finds stranded).
                items.append(target[slot])
            }
        }
        return items
    }
}
