/// Every column of one banded try, kept for a traceback: which blocks were advanced, their
/// vertical deltas (two bits a cell) and the cost of the lowest block's bottom row.
struct BandRecord {
    let patternCount: Int
    var firsts: [Int32] = []
    var lasts: [Int32] = []
    var bottoms: [Int32] = []
    /// Where each column's words start in `words`; column *j* is at index *j* - 1.
    var starts: [Int] = []
    var words: [UInt64] = []

    /// - Parameter words: the words to reserve, when the band's size is known (none grow the
    ///   array by copying it then: 100 MB of band would be copied about twice over).
    init(patternCount: Int, columns: Int, words: Int = 0) {
        self.patternCount = patternCount
        self.words.reserveCapacity(words)
        firsts.reserveCapacity(columns)
        lasts.reserveCapacity(columns)
        bottoms.reserveCapacity(columns)
        starts.reserveCapacity(columns)
    }

    mutating func append(first: Int, last: Int, bottom: Int, state: UnsafeMutablePointer<UInt64>) {
        firsts.append(Int32(first))
        lasts.append(Int32(last))
        bottoms.append(Int32(bottom))
        starts.append(words.count)
        words.append(contentsOf: UnsafeBufferPointer(start: state + 2 * first, count: 2 * (last - first + 1)))
    }

    /// The cost the band computed for row `row` (0...pattern) of column `column` (0...text),
    /// or nil when the band never computed that cell.
    func cost(row: Int, column: Int) -> Int? {
        if column == 0 { return row }
        if row == 0 { return column }
        let index = column - 1
        let first = Int(firsts[index])
        let last = Int(lasts[index])
        guard row > 64 * first, row <= min(64 * last + 64, patternCount) else { return nil }
        // Walk up from the lowest block's bottom, undoing the vertical deltas below `row`.
        var cost = Int(bottoms[index])
        let base = starts[index] - 2 * first
        for block in stride(from: last, through: (row - 1) / 64, by: -1) {
            let lowest = min(64 * block + 64, patternCount)
            let highest = max(64 * block + 1, row + 1)
            guard highest <= lowest else { continue }
            // Bits of rows highest...lowest (row r is bit r - 1 - 64 block).
            let low = highest - 1 - 64 * block
            let count = lowest - highest + 1
            let rows: UInt64 = (count == 64 ? ~0 : (1 << UInt64(count)) - 1) << UInt64(low)
            cost -=
                (words[base + 2 * block] & rows).nonzeroBitCount - (words[base + 2 * block + 1] & rows).nonzeroBitCount
        }
        return cost
    }
}
