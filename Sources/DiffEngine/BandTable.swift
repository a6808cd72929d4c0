/// The Wagner-Fischer table kept only inside the diagonal band |row - column| <= `band`:
/// costs and one decision byte per cell, as ``CostTable`` keeps them for the whole table.
///
/// Row *i* holds the cells of columns *i* - band ... *i* + band in `2 × band + 2` slots; the
/// last slot of every row is never written and stays "infinite", so each cell finds its three
/// neighbours at fixed offsets (diagonal one row back, up one row back and one to the right,
/// left one slot back) and a neighbour outside the band reads as more than any path inside.
struct BandTable: Sendable {
    /// A cost no cell inside the band reaches (a path crosses at most 2^29 cells here).
    static let infinite: Int32 = 1 << 30
    let rows: Int
    let columns: Int
    let band: Int
    let source: [Int32]
    let target: [Int32]
    var costs: [Int32]
    var decisions: [UInt8]

    /// The slots one row keeps.
    var stride: Int { 2 * band + 2 }

    /// Fills the band for two coded sequences; the caller has checked the size.
    init(source: [Int32], target: [Int32], band: Int, tieBreak: TieBreak) {
        self.source = source
        self.target = target
        self.band = band
        rows = source.count + 1
        columns = target.count + 1
        let slots = rows * (2 * band + 2)
        var costs = [Int32](repeating: Self.infinite, count: slots)
        var decisions = [UInt8](repeating: 0, count: slots)
        let lookup = CostTable.decisionLookup(tieBreak)
        costs.withUnsafeMutableBufferPointer { costs in
            decisions.withUnsafeMutableBufferPointer { decisions in
                source.withUnsafeBufferPointer { source in
                    target.withUnsafeBufferPointer { target in
                        lookup.withUnsafeBufferPointer { lookup in
                            Self.fill(
                                costs: costs, decisions: decisions, source: source, target: target, band: band,
                                lookup: lookup)
                        }
                    }
                }
            }
        }
        self.costs = costs
        self.decisions = decisions
    }

    // The same arithmetic as CostTable.fill, on the band's slots.
    private static func fill(
        costs: UnsafeMutableBufferPointer<Int32>, decisions: UnsafeMutableBufferPointer<UInt8>,
        source: UnsafeBufferPointer<Int32>, target: UnsafeBufferPointer<Int32>, band: Int,
        lookup: UnsafeBufferPointer<UInt8>
    ) {
        guard let cost = costs.baseAddress, let decision = decisions.baseAddress, let lookup = lookup.baseAddress
        else { return }
        let stride = 2 * band + 2
        let insertOnly = lookup[Int(OperationSet.insert.rawValue)]
        let deleteOnly = lookup[Int(OperationSet.delete.rawValue)]
        // Row 0: slot band + j holds column j.
        for column in 0...min(band, target.count) {
            cost[band + column] = Int32(column)
            decision[band + column] = column == 0 ? 0 : insertOnly
        }
        guard !source.isEmpty else { return }
        for row in 1...source.count {
            // Column j of row i sits at slot j - i + band.
            let base = row * stride + band - row
            if row <= band {
                cost[base] = Int32(row)
                decision[base] = deleteOnly
            }
            let token = source[row - 1]
            let first = max(1, row - band)
            let last = min(target.count, row + band)
            guard first <= last else { continue }
            for column in first...last {
                let here = base + column
                let up = cost[here - stride + 1]
                let left = cost[here - 1]
                let mismatch: Int32 = target[column - 1] == token ? 0 : 1
                let throughDiagonal = cost[here - stride] &+ mismatch
                let best = min(throughDiagonal, min(up, left) &+ 1)
                let diagonalBest = UInt32(bitPattern: throughDiagonal &- best &- 1) >> 31
                let leftBest = UInt32(bitPattern: left &- best) >> 31
                let upBest = UInt32(bitPattern: up &- best) >> 31
                cost[here] = best
                decision[here] = lookup[Int(diagonalBest << UInt32(mismatch) | leftBest << 2 | upBest << 3)]
            }
        }
    }

    /// Whether the band holds the cell.
    @inline(__always)
    func contains(_ row: Int, _ column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns && abs(row - column) <= band
    }

    /// The cell's slot; the caller has checked `contains`.
    @inline(__always)
    func slot(_ row: Int, _ column: Int) -> Int { row * stride + band - row + column }
}
