extension EditDistance {
    /// The bit-parallel sweep, two columns at a time, over only the blocks an optimal path can
    /// still cross, given `bound`, the cost of some alignment (an upper bound on the distance).
    ///
    /// Below, Ukkonen's band: row *i* of column *j* is at least |*i* - *j*| from the start and
    /// at least |(*m* - *i*) - (*n* - *j*)| from the end, so rows where those add up to more
    /// than `bound` are never advanced. Above, the costs themselves: a block lying wholly
    /// above the target corner's diagonal whose cheapest cell, plus the diagonal distance it
    /// still has to go, costs more than `bound`, holds no cell of an optimal path; since paths
    /// only go down, nor will it later, and it is dropped for good. On texts that differ
    /// everywhere that skips about 40% of the table. The distance stays exact: every cell of
    /// one optimal path is inside the advanced blocks at every column, and cells outside count
    /// as the cost of a real path (a row growing by one per column, a column of deletions), so
    /// no computed cost is below the truth. `pattern` is the shorter side.
    static func pruned(_ pattern: [Int32], _ text: [Int32], matches: [UInt64], bound: Int) -> Int {
        let band = Band(pattern: pattern, text: text, limit: bound)
        let blocks = band.blocks
        let rows = pattern.count
        let lastBit: UInt64 = 1 << UInt64((rows - 1) % 64)
        var deltas = [UInt64](repeating: 0, count: 2 * blocks)
        // The cost of the bottom row of the lowest block advanced so far, and of the row just
        // above the first block (row 0 when it is block 0: the column's own index).
        var bottom = 0
        var top = 0
        var first = 0
        var active = -1
        // Row r of column j is on the target corner's diagonal when r = j + rows - text.count.
        let shift = rows - text.count
        matches.withUnsafeBufferPointer { matches in
            deltas.withUnsafeMutableBufferPointer { deltas in
                text.withUnsafeBufferPointer { text in
                    guard let table = matches.baseAddress, let state = deltas.baseAddress else { return }
                    var column = 1
                    while column <= text.count {
                        let pair = column < text.count
                        let last = band.lastBlock(pair ? column + 1 : column)
                        while active < last {
                            // A block entering the band: a column of deletions below the block
                            // above it.
                            active += 1
                            state[2 * active] = ~0
                            state[2 * active + 1] = 0
                            bottom += active == blocks - 1 ? rows - 64 * active : 64
                        }
                        let bit = last == blocks - 1 ? lastBit : 1 << 63
                        let one = table + Int(text[column - 1]) * blocks
                        if pair {
                            let two = table + Int(text[column]) * blocks
                            let (a, b) = advancePair(one, two, state: state, first: first, last: last)
                            bottom += change(a, lastBit: bit) + change(b, lastBit: bit)
                            column += 2
                            top += 2
                        } else {
                            bottom += change(advance(one, state: state, first: first, last: last), lastBit: bit)
                            column += 1
                            top += 1
                        }
                        // Drop blocks from the top while their bottom row is above the corner's
                        // diagonal and too expensive: there the cost plus the distance left
                        // only falls going down a block (a row adds at most 1, the distance
                        // left falls by 1), so the bottom row is the block's cheapest.
                        let done = column - 1
                        while first < last {
                            let row = 64 * first + 64
                            guard row <= done + shift else { break }
                            let cost =
                                top + state[2 * first].nonzeroBitCount - state[2 * first + 1].nonzeroBitCount
                            guard cost + (done + shift - row) > bound else { break }
                            first += 1
                            top = cost
                        }
                    }
                }
            }
        }
        return bottom
    }

    /// Advances blocks `first...last` by one text token; the last block's horizontal deltas.
    @inline(__always)
    private static func advance(
        _ column: UnsafePointer<UInt64>, state: UnsafeMutablePointer<UInt64>, first: Int, last: Int
    ) -> (positive: UInt64, negative: UInt64) {
        var carry = Carry()
        var horizontal = (positive: UInt64(0), negative: UInt64(0))
        var block = first
        while block <= last {
            horizontal = step(column[block], state + 2 * block, &carry)
            block &+= 1
        }
        return horizontal
    }

    /// Advances blocks `first...last` by two text tokens, the second column one block behind
    /// the first, so their carry chains run side by side; both last blocks' horizontal deltas.
    @inline(__always)
    private static func advancePair(
        _ one: UnsafePointer<UInt64>, _ two: UnsafePointer<UInt64>, state: UnsafeMutablePointer<UInt64>,
        first: Int, last: Int
    ) -> ((positive: UInt64, negative: UInt64), (positive: UInt64, negative: UInt64)) {
        var carryOne = Carry()
        var carryTwo = Carry()
        var horizontal = step(one[first], state + 2 * first, &carryOne)
        var block = first &+ 1
        while block <= last {
            horizontal = step(one[block], state + 2 * block, &carryOne)
            _ = step(two[block &- 1], state + 2 * (block &- 1), &carryTwo)
            block &+= 1
        }
        let second = step(two[last], state + 2 * last, &carryTwo)
        return (horizontal, second)
    }
}
