/// One longest common subsequence of two lists of symbols, as links between their positions.
///
/// Equal ends are linked first (some longest common subsequence always keeps them); symbols
/// found on one side only are set aside, as git does, since no common subsequence uses them.
/// What is left goes to Hunt and Szymanski's method when equal pairs are few (a longest
/// increasing subsequence over the pairs, O(*r* log *n*) for *r* equal pairs), otherwise to
/// Myers' O(*ND*) search in linear space (the middle snake). Both are exact.
///
/// ```swift
/// let links = CommonSubsequence.links(old: [0, 1, 2, 0], new: [1, 0, 2], symbolCount: 3)
/// links.length  // 2
/// ```
@usableFromInline
package struct CommonSubsequence: Sendable {
    /// For each old position, the new position it is linked to, or -1.
    @usableFromInline package var oldToNew: [Int]
    /// For each new position, the old position it is linked to, or -1.
    @usableFromInline package var newToOld: [Int]

    /// False when Myers' search ran out of its budget (``ListDiffResult/searchBudget``): the
    /// links are a common subsequence, not always a longest one.
    @usableFromInline package var isMinimal = true

    /// How many positions are linked: the length of the common subsequence.
    package var length: Int { oldToNew.count { $0 >= 0 } }

    /// Links one longest common subsequence of `old` and `new`.
    ///
    /// - Parameters:
    ///   - old: symbols in `0..<symbolCount`.
    ///   - new: symbols in `0..<symbolCount`.
    ///   - symbolCount: one more than the largest symbol.
    /// - Returns: the links; linked positions increase on both sides together.
    /// - Complexity: O(*n* + *m*) to trim and filter, then O(*r* log *n*) for *r* equal
    ///   pairs when *r* is at most 8(*n* + *m*), else O((*n* + *m*) *D*) for *D* edits;
    ///   O(*n* + *m* + *r*) memory.
    package init(old: [Int], new: [Int], symbolCount: Int) {
        self.init(old: old, new: new, symbolCount: symbolCount, search: .automatic)
    }

    /// Which search links the middle parts.
    @usableFromInline
    enum Search {
        /// Hunt and Szymanski when equal pairs are few, else Myers.
        case automatic
        /// Myers' middle snake always (what `diff` and git run).
        case myers
    }

    /// Links with the given search, its budget and cap (tests run the shortcut on small lists).
    @usableFromInline
    init(
        old: [Int], new: [Int], symbolCount: Int, search: Search, budget: Int = ListDiffResult<Int>.searchBudget,
        cap: Int = 256
    ) {
        oldToNew = [Int](repeating: -1, count: old.count)
        newToOld = [Int](repeating: -1, count: new.count)
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] {
            link(start, start)
            start += 1
        }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
            link(oldEnd, newEnd)
        }
        guard start < oldEnd, start < newEnd else { return }
        linkMiddle(
            old[start..<oldEnd], new[start..<newEnd], symbolCount: symbolCount, search: search, budget: budget, cap: cap
        )
    }

    mutating func link(_ old: Int, _ new: Int) {
        oldToNew[old] = new
        newToOld[new] = old
    }

    /// Links the middle parts, positions still those of the whole lists.
    mutating func linkMiddle(
        _ old: ArraySlice<Int>, _ new: ArraySlice<Int>, symbolCount: Int, search: Search, budget: Int, cap: Int
    ) {
        var oldCounts = [Int](repeating: 0, count: symbolCount)
        var newCounts = [Int](repeating: 0, count: symbolCount)
        for symbol in old { oldCounts[symbol] += 1 }
        for symbol in new { newCounts[symbol] += 1 }
        // Only positions whose symbol the other side has can be linked.
        let (oldKept, oldSymbols) = Self.kept(old, in: newCounts)
        let (newKept, newSymbols) = Self.kept(new, in: oldCounts)
        guard !oldKept.isEmpty, !newKept.isEmpty else { return }
        var pairs = 0
        for symbol in 0..<symbolCount { pairs &+= oldCounts[symbol] &* newCounts[symbol] }
        let found: [(Int, Int)]
        if search == .automatic && pairs <= 8 * (old.count + new.count) {
            found = Self.huntSzymanski(oldSymbols, newSymbols, symbolCount: symbolCount)
        } else {
            var search = MiddleSnake(old: oldSymbols, new: newSymbols, budget: budget, cap: cap)
            search.compare(oldLow: 0, oldHigh: oldSymbols.count, newLow: 0, newHigh: newSymbols.count)
            found = search.links
            isMinimal = search.isMinimal
        }
        for (oldPosition, newPosition) in found { link(oldKept[oldPosition], newKept[newPosition]) }
    }

    /// The positions of `list` whose symbol occurs on the other side (`counts`), and those symbols.
    static func kept(_ list: ArraySlice<Int>, in counts: [Int]) -> (positions: [Int], symbols: [Int]) {
        var positions: [Int] = []
        var symbols: [Int] = []
        positions.reserveCapacity(list.count)
        symbols.reserveCapacity(list.count)
        for position in list.indices where counts[list[position]] > 0 {
            positions.append(position)
            symbols.append(list[position])
        }
        return (positions, symbols)
    }

    /// Every equal pair, new positions ascending and old positions descending within one new
    /// position; a strictly increasing run of old positions is a common subsequence.
    static func huntSzymanski(_ old: [Int], _ new: [Int], symbolCount: Int) -> [(Int, Int)] {
        // Old positions grouped by symbol (counting sort), ascending within a group.
        var starts = [Int](repeating: 0, count: symbolCount + 1)
        for symbol in old { starts[symbol + 1] += 1 }
        for symbol in 0..<symbolCount { starts[symbol + 1] += starts[symbol] }
        var fill = starts
        var positions = [Int](repeating: 0, count: old.count)
        for (position, symbol) in old.enumerated() {
            positions[fill[symbol]] = position
            fill[symbol] += 1
        }
        var olds: [Int] = []
        var news: [Int] = []
        for (newPosition, symbol) in new.enumerated() {
            for slot in stride(from: starts[symbol + 1] - 1, through: starts[symbol], by: -1) {
                olds.append(positions[slot])
                news.append(newPosition)
            }
        }
        return LongestIncreasingSubsequence.positions(in: olds).map { (olds[$0], news[$0]) }
    }
}
