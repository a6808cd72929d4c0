extension EditDistance {
    /// Ukkonen's band with doubling, on the blocked bit vectors (the way edlib does it).
    ///
    /// A path of cost at most *k* never leaves the diagonals within *k* of both corners, so
    /// only the 64-row blocks crossing that band are advanced. Cells outside the band count
    /// as more expensive than they are, so every computed cost is an upper bound, and exact
    /// on any path that stays inside: a result of at most *k* is the distance. Otherwise *k*
    /// doubles. A try gives up early once no cell of a column can still finish within *k*.
    /// `pattern` is the shorter side.
    static func banded(_ pattern: [Int32], _ text: [Int32], alphabetSize: Int) -> Int {
        let matches = matchTable(pattern, alphabetSize: alphabetSize)
        let blocks = (pattern.count + 63) / 64
        var limit = firstLimit(pattern, text, alphabetSize: alphabetSize)
        while true {
            // A band as wide as most of the table: one sweep bounded by a real alignment's cost.
            if limit / 64 + 2 >= blocks - blocks / 4 {
                // Below 8 bounding bands' width the bounding band costs more than it saves.
                guard blocks >= 8 * boundWidth / 64 else { return bitParallel(pattern, text, matches: matches) }
                let narrow = Band(pattern: pattern, text: text, limit: text.count - pattern.count + boundWidth)
                return pruned(pattern, text, matches: matches, bound: narrow.bound(matches: matches))
            }
            if let distance = Band(pattern: pattern, text: text, limit: limit).distance(matches: matches) {
                return distance
            }
            limit *= 2
        }
    }

    /// The band whose best path bounds the distance before a wide sweep: about 16 blocks on
    /// either side of the diagonal, 2% of the work at 100,000 tokens, and on random texts
    /// within a few units of the distance (an optimal path strays little from the diagonal).
    static let boundWidth = 2048

    /// The first band: the length difference plus the distance a sample of both inputs
    /// predicts, so texts that differ everywhere skip the narrow tries.
    static func firstLimit(_ pattern: [Int32], _ text: [Int32], alphabetSize: Int) -> Int {
        let difference = text.count - pattern.count
        let sample = min(pattern.count, 1024)
        guard sample < pattern.count else { return difference + 64 }
        let sampleText = min(text.count, sample + difference * sample / pattern.count)
        let sampled = bitParallel(
            Array(pattern[..<sample]), Array(text[..<sampleText]), alphabetSize: alphabetSize)
        let predicted = sampled * (pattern.count / sample)
        return max(difference + 64, predicted + predicted / 4 + 64)
    }
}

/// One try of the banded distance: which blocks each column advances, and the give-up test.
struct Band {
    let pattern: [Int32]
    let text: [Int32]
    /// The largest distance this try can confirm.
    let limit: Int
    /// Rows a column's band reaches above and below its own index.
    let above: Int
    let below: Int

    init(pattern: [Int32], text: [Int32], limit: Int) {
        self.pattern = pattern
        self.text = text
        self.limit = limit
        let difference = text.count - pattern.count
        above = (limit + difference + 1) / 2
        below = (limit - difference + 1) / 2
    }

    var blocks: Int { (pattern.count + 63) / 64 }

    /// The first block column `column` advances (rows are 1-based; block b holds 64b+1...64b+64).
    func firstBlock(_ column: Int) -> Int {
        let top = column - above
        return top <= 1 ? 0 : (top - 1) >> 6
    }

    func lastBlock(_ column: Int) -> Int {
        (min(column + below, pattern.count) - 1) >> 6
    }

    /// The distance when it is at most `limit`, nil when it is larger.
    func distance(matches: [UInt64]) -> Int? {
        var none: BandRecord? = nil
        return distance(matches: matches, record: &none)
    }

    /// The cost of the cheapest path inside the band (never giving up): an upper bound on
    /// the distance, since cells outside count as the cost of a real path.
    func bound(matches: [UInt64]) -> Int {
        var none: BandRecord? = nil
        return sweep(matches: matches, record: &none, givingUp: false).bottom
    }

    /// The same, keeping every column's blocks in `record` when there is one.
    func distance(matches: [UInt64], record: inout BandRecord?) -> Int? {
        let (finished, bottom) = sweep(matches: matches, record: &record, givingUp: true)
        return finished && bottom <= limit ? bottom : nil
    }

    /// Advances the band over every column (or until no cell can finish within `limit`, when
    /// `givingUp`): whether it reached the end, and the cost of the bottom-right cell.
    func sweep(matches: [UInt64], record: inout BandRecord?, givingUp: Bool) -> (finished: Bool, bottom: Int) {
        let blocks = blocks
        let lastBit: UInt64 = 1 << UInt64((pattern.count - 1) % 64)
        var deltas = [UInt64](repeating: 0, count: 2 * blocks)
        // The cost of the bottom row of the lowest block advanced so far.
        var bottom = 0
        var active = -1
        let finished: Bool = matches.withUnsafeBufferPointer { matches in
            deltas.withUnsafeMutableBufferPointer { deltas in
                guard let table = matches.baseAddress, let state = deltas.baseAddress else { return false }
                for column in 1...text.count {
                    let first = firstBlock(column)
                    let last = lastBlock(column)
                    while active < last {
                        // A block entering the band starts as a column of deletions below
                        // the block above it: an upper bound, like every cell outside.
                        active += 1
                        state[2 * active] = ~0
                        state[2 * active + 1] = 0
                        bottom += active == blocks - 1 ? pattern.count - 64 * active : 64
                    }
                    let tokens = table + Int(text[column - 1]) * blocks
                    var carry = EditDistance.Carry()
                    for block in first..<last { _ = EditDistance.step(tokens[block], state + 2 * block, &carry) }
                    let horizontal = EditDistance.step(tokens[last], state + 2 * last, &carry)
                    let bit = last == blocks - 1 ? lastBit : 1 << 63
                    bottom += (horizontal.positive & bit == 0 ? 0 : 1) - (horizontal.negative & bit == 0 ? 0 : 1)
                    record?.append(first: first, last: last, bottom: bottom, state: state)
                    if givingUp, column & 63 == 0,
                        cheapest(column, first: first, last: last, bottom: bottom, state: state) > limit
                    {
                        return false
                    }
                }
                return true
            }
        }
        return (finished, bottom)
    }

    /// A lower bound on any path's cost through column `column` inside the band: each
    /// block's cheapest cell plus the diagonal distance still to go from it.
    func cheapest(_ column: Int, first: Int, last: Int, bottom: Int, state: UnsafeMutablePointer<UInt64>) -> Int {
        // Row r of this column is diagonal `column - r`; the target corner's is `text - pattern`.
        let corner = pattern.count - text.count + column
        var cost = bottom
        var best = Int.max
        for block in stride(from: last, through: first, by: -1) {
            let top = 64 * block + 1
            let lowest = min(64 * block + 64, pattern.count)
            // Cells above the bottom cost at least `cost - (lowest - row)`; add |corner - row|.
            let reach = top < corner ? corner - lowest : 2 * top - lowest - corner
            best = min(best, cost + reach)
            let rows: UInt64 = lowest - top == 63 ? ~0 : (1 << UInt64(lowest - top + 1)) - 1
            cost -= (state[2 * block] & rows).nonzeroBitCount - (state[2 * block + 1] & rows).nonzeroBitCount
        }
        return best
    }
}
