/// Heckel's symbol table and the two line arrays, in flat integer buffers.
///
/// Symbols are numbered in order of first appearance (the new list is read first, as in
/// the paper). `oldToNew` and `newToOld` hold the partner of each line, or `-1` while the
/// line still points at its symbol. One dictionary of identities is built once; everything
/// after it works on integers only.
@usableFromInline
struct HeckelTable: Sendable {
    /// The symbol each old line points at (pass 2).
    @usableFromInline var oldSymbols: [Int]
    /// The symbol each new line points at (pass 1).
    @usableFromInline var newSymbols: [Int]
    /// How many old lines point at each symbol.
    @usableFromInline var oldCounts: [Int]
    /// How many new lines point at each symbol.
    @usableFromInline var newCounts: [Int]
    /// The last old line seen for each symbol (Heckel's OLNO), `-1` if none.
    @usableFromInline var oldLineNumbers: [Int]
    /// The new line each old line is matched to, or `-1`.
    @usableFromInline var oldToNew: [Int]
    /// The old line each new line is matched to, or `-1`.
    @usableFromInline var newToOld: [Int]

    /// Passes 1 and 2: reads the new list, then the old list, into the symbol table.
    @inlinable
    init<Key: Hashable>(old: [Key], new: [Key]) {
        let numbers = SymbolNumbering(new, old)
        self.init(oldSymbols: numbers.second, newSymbols: numbers.first, symbolCount: numbers.count)
    }

    /// The symbol table of lines already numbered `0..<symbolCount` (equal lines, equal numbers).
    @usableFromInline
    init(oldSymbols: [Int], newSymbols: [Int], symbolCount: Int) {
        self.oldSymbols = oldSymbols
        self.newSymbols = newSymbols
        newCounts = [Int](repeating: 0, count: symbolCount)
        for symbol in newSymbols { newCounts[symbol] += 1 }
        oldCounts = [Int](repeating: 0, count: symbolCount)
        oldLineNumbers = [Int](repeating: -1, count: symbolCount)
        for (line, symbol) in oldSymbols.enumerated() {
            oldCounts[symbol] += 1
            oldLineNumbers[symbol] = line
        }
        oldToNew = [Int](repeating: -1, count: oldSymbols.count)
        newToOld = [Int](repeating: -1, count: newSymbols.count)
    }

    /// The number of distinct symbols.
    @inlinable var symbolCount: Int { oldCounts.count }

    @inlinable
    mutating func link(old: Int, new: Int) {
        oldToNew[old] = new
        newToOld[new] = old
    }

    @inlinable
    func isFree(old: Int, new: Int) -> Bool {
        oldToNew[old] < 0 && newToOld[new] < 0 && oldSymbols[old] == newSymbols[new]
    }
}
