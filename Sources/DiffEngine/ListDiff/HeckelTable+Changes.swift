extension HeckelTable {
    /// For each new line: true when it is matched and reported as moved.
    @inlinable
    func movedNewLines(_ strategy: MoveStrategy) -> [Bool] {
        var moved = [Bool](repeating: false, count: newToOld.count)
        switch strategy {
        case .heckel:
            var deletesBefore = [Int](repeating: 0, count: oldToNew.count)
            var deletes = 0
            for old in oldToNew.indices {
                deletesBefore[old] = deletes
                if oldToNew[old] < 0 { deletes += 1 }
            }
            var inserts = 0
            for new in newToOld.indices {
                let old = newToOld[new]
                if old < 0 {
                    inserts += 1
                } else {
                    moved[new] = old - deletesBefore[old] + inserts != new
                }
            }
        case .optimal:
            var keptOld: [Int] = []
            var keptNew: [Int] = []
            keptOld.reserveCapacity(newToOld.count)
            keptNew.reserveCapacity(newToOld.count)
            for new in newToOld.indices where newToOld[new] >= 0 {
                keptOld.append(newToOld[new])
                keptNew.append(new)
                moved[new] = true
            }
            for position in LongestIncreasingSubsequence.positions(in: keptOld) {
                moved[keptNew[position]] = false
            }
        }
        return moved
    }

    /// The changes, in the order a batch reads them: deletes by old index, then inserts,
    /// moves and updates by new index.
    @inlinable
    func changes<Item>(
        old: [Item], new: [Item], moves strategy: MoveStrategy, isUpdated: (Item, Item) -> Bool
    ) -> [Change<Item>] {
        var changes: [Change<Item>] = []
        for index in oldToNew.indices where oldToNew[index] < 0 {
            changes.append(.delete(item: old[index], index: index))
        }
        for index in newToOld.indices where newToOld[index] < 0 {
            changes.append(.insert(item: new[index], index: index))
        }
        let moved = movedNewLines(strategy)
        for index in newToOld.indices where moved[index] {
            let from = newToOld[index]
            changes.append(.move(item: old[from], from: from, to: index))
        }
        for index in newToOld.indices where newToOld[index] >= 0 {
            let from = newToOld[index]
            if isUpdated(old[from], new[index]) {
                changes.append(.update(old: old[from], new: new[index], from: from, to: index))
            }
        }
        return changes
    }
}
