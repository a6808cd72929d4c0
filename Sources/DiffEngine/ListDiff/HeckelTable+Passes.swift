extension HeckelTable {
    /// Runs passes 3 to 6 in order.
    @inlinable
    mutating func matchAll() {
        matchUniqueLines()
        expandAscending()
        expandDescending()
        pairDuplicates()
    }

    /// Pass 3: a symbol that occurs exactly once in each list links its two lines.
    @inlinable
    mutating func matchUniqueLines() {
        for new in newSymbols.indices {
            let symbol = newSymbols[new]
            if oldCounts[symbol] == 1 && newCounts[symbol] == 1 {
                link(old: oldLineNumbers[symbol], new: new)
            }
        }
    }

    /// Pass 4: after a linked pair (or the virtual begin line), equal free neighbours link.
    @inlinable
    mutating func expandAscending() {
        guard !newSymbols.isEmpty else { return }
        for new in -1..<(newSymbols.count - 1) {
            let old = new < 0 ? -1 : newToOld[new]
            guard new < 0 || old >= 0 else { continue }
            if old + 1 < oldSymbols.count, isFree(old: old + 1, new: new + 1) {
                link(old: old + 1, new: new + 1)
            }
        }
    }

    /// Pass 5: before a linked pair (or the virtual end line), equal free neighbours link.
    @inlinable
    mutating func expandDescending() {
        guard !newSymbols.isEmpty else { return }
        for new in stride(from: newSymbols.count, to: 0, by: -1) {
            let old = new == newSymbols.count ? oldSymbols.count : newToOld[new]
            guard old >= 1 else { continue }
            if isFree(old: old - 1, new: new - 1) {
                link(old: old - 1, new: new - 1)
            }
        }
    }

    /// Pass 6 (not in the paper; IGListKit and DifferenceKit do the same): lines of a
    /// repeated symbol still free on both sides pair in order, so an item present on both
    /// sides is never reported as deleted and inserted.
    @inlinable
    mutating func pairDuplicates() {
        var first = [Int](repeating: -1, count: symbolCount)
        var next = [Int](repeating: -1, count: oldSymbols.count)
        for old in oldSymbols.indices.reversed() where oldToNew[old] < 0 {
            let symbol = oldSymbols[old]
            next[old] = first[symbol]
            first[symbol] = old
        }
        for new in newSymbols.indices where newToOld[new] < 0 {
            let symbol = newSymbols[new]
            let old = first[symbol]
            guard old >= 0 else { continue }
            link(old: old, new: new)
            first[symbol] = next[old]
        }
    }
}
