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
            }
            for (position, moves) in MoveRule.moved(keptOld).enumerated() {
                moved[keptNew[position]] = moves
            }
        }
        return moved
    }

    /// The same kept lines, with repeated symbols' copies paired so the fewest move.
    ///
    /// Heckel pairs copies of a repeated item in order, which can leave more of them out of
    /// order than needed (`thisisatest` -> `testing123testing`: 4 moves where 1 does). Here
    /// the links follow one longest common subsequence of the symbols, and the copies still
    /// free pair in order, so the items that stay are as many as that subsequence is long:
    /// moves = kept - LCS, the minimum. Each symbol keeps as many lines as before.
    @inlinable
    func pairedForFewestMoves(
        budget: Int = ListDiffResult<Int>.searchBudget
    ) -> (table: HeckelTable, isMinimal: Bool) {
        var hasRepeats = false
        for symbol in 0..<symbolCount where oldCounts[symbol] > 0 && newCounts[symbol] > 0 {
            if oldCounts[symbol] > 1 || newCounts[symbol] > 1 {
                hasRepeats = true
                break
            }
        }
        // Without repeats every link is forced, and the longest increasing run is the LCS.
        guard hasRepeats else { return (self, true) }
        var table = self
        let common = CommonSubsequence(
            old: oldSymbols, new: newSymbols, symbolCount: symbolCount, search: .automatic, budget: budget)
        table.oldToNew = common.oldToNew
        table.newToOld = common.newToOld
        table.pairDuplicates()
        return (table, common.isMinimal)
    }

    /// The changes, in the order a batch reads them: deletes by old index, then inserts,
    /// moves and updates by new index.
    @inlinable
    func changes<Item>(
        old: [Item], new: [Item], moves strategy: MoveStrategy, isUpdated: (Item, Item) -> Bool
    ) -> [Change<Item>] {
        result(old: old, new: new, moves: strategy, isUpdated: isUpdated).changes
    }

    /// The changes, and whether the moves are the fewest (``MoveStrategy/optimal``: false when
    /// the longest common subsequence's search ran out of its budget).
    @inlinable
    func result<Item>(
        old: [Item], new: [Item], moves strategy: MoveStrategy, budget: Int = ListDiffResult<Int>.searchBudget,
        isUpdated: (Item, Item) -> Bool
    ) -> ListDiffResult<Item> {
        switch strategy {
        case .heckel:
            return ListDiffResult(
                changes: listedChanges(old: old, new: new, moves: .heckel, isUpdated: isUpdated), isMinimal: true)
        case .optimal:
            let paired = pairedForFewestMoves(budget: budget)
            return ListDiffResult(
                changes: paired.table.listedChanges(old: old, new: new, moves: .optimal, isUpdated: isUpdated),
                isMinimal: paired.isMinimal)
        }
    }

    /// The changes of this table's links as they stand.
    @inlinable
    func listedChanges<Item>(
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
