/// The filled Wagner-Fischer table in two flat buffers: costs and one decision byte per cell.
///
/// A decision byte holds the co-optimal ``OperationSet`` in its low four bits and the chosen
/// operation's raw value in bits 4 and 5; (0, 0) has no decision and stores zero.
@usableFromInline
struct CostTable: Sendable {
    let rows: Int
    let columns: Int
    let source: [Int32]
    let target: [Int32]
    var costs: [Int32]
    var decisions: [UInt8]

    /// Fills the table for two coded sequences; the caller has checked the size.
    init(source: [Int32], target: [Int32], tieBreak: TieBreak) {
        self.source = source
        self.target = target
        rows = source.count + 1
        columns = target.count + 1
        let cells = rows * columns
        let decisionOf = CostTable.decisionLookup(tieBreak)
        var decisions: [UInt8] = []
        costs = [Int32](unsafeUninitializedCapacity: cells) { costBuffer, costCount in
            decisions = [UInt8](unsafeUninitializedCapacity: cells) { decisionBuffer, decisionCount in
                source.withUnsafeBufferPointer { source in
                    target.withUnsafeBufferPointer { target in
                        decisionOf.withUnsafeBufferPointer { lookup in
                            CostTable.fill(
                                costs: costBuffer, decisions: decisionBuffer, source: source, target: target,
                                lookup: lookup)
                        }
                    }
                }
                decisionCount = cells
            }
            costCount = cells
        }
        self.decisions = decisions
    }

    /// For each of the sixteen operation sets, the decision byte the policy makes of it.
    static func decisionLookup(_ tieBreak: TieBreak) -> [UInt8] {
        (0..<16).map { bits in
            let set = OperationSet(rawValue: UInt8(bits))
            guard let chosen = tieBreak.choose(from: set) else { return 0 }
            return UInt8(bits) | chosen.rawValue << 4
        }
    }

    // The hot loop: raw pointers, no bounds checks, no allocation, one lookup per cell.
    private static func fill(
        costs: UnsafeMutableBufferPointer<Int32>, decisions: UnsafeMutableBufferPointer<UInt8>,
        source: UnsafeBufferPointer<Int32>, target: UnsafeBufferPointer<Int32>, lookup: UnsafeBufferPointer<UInt8>
    ) {
        guard let cost = costs.baseAddress, let decision = decisions.baseAddress,
            let lookup = lookup.baseAddress
        else { return }
        let width = target.count + 1
        let insertOnly = lookup[Int(OperationSet.insert.rawValue)]
        let deleteOnly = lookup[Int(OperationSet.delete.rawValue)]
        cost[0] = 0
        decision[0] = 0
        for column in 1..<width {
            cost[column] = Int32(column)
            decision[column] = insertOnly
        }
        for row in 1..<(source.count + 1) {
            let above = cost + (row - 1) * width
            let here = cost + row * width
            let decided = decision + row * width
            let token = source[row - 1]
            here[0] = Int32(row)
            decided[0] = deleteOnly
            var left = Int32(row)
            var diagonal = above[0]
            var column = 1
            // A while loop: `for in 1..<width` checks each `column + 1` for overflow.
            while column < width {
                let up = above[column]
                // The ties are unpredictable on real text, so the co-optimal bits are sign
                // bits, not comparisons the compiler could turn into branches (half the
                // mispredictions of the old `best == x ? bit : 0`, under cachegrind). The
                // mismatch too is arithmetic: the sign bit of d | -d is 1 exactly when d != 0;
                // as `token == other ? 0 : 1` LLVM split the loop in two on it (a branch a cell,
                // 20% slower than the C anchor's branch-free loop).
                let difference = target[column - 1] ^ token
                let mismatch = Int32(bitPattern: UInt32(bitPattern: difference | (0 &- difference)) >> 31)
                let throughDiagonal = diagonal &+ mismatch
                let best = min(throughDiagonal, min(up, left) &+ 1)
                // x - best - 1 is negative exactly when x == best, as x >= best.
                let diagonalBest = UInt32(bitPattern: throughDiagonal &- best &- 1) >> 31
                let leftBest = UInt32(bitPattern: left &- best) >> 31
                let upBest = UInt32(bitPattern: up &- best) >> 31
                // The diagonal's bit: 1 (match) or 2 (substitute), times 1 + mismatch.
                let bits = diagonalBest &* UInt32(bitPattern: 1 &+ mismatch) | leftBest << 2 | upBest << 3
                here[column] = best
                decided[column] = lookup[Int(bits)]
                left = best
                diagonal = up
                column &+= 1
            }
        }
    }

    @inline(__always)
    func index(_ row: Int, _ column: Int) -> Int {
        precondition(row >= 0 && row < rows && column >= 0 && column < columns, "cell outside the table")
        return row * columns + column
    }

    /// The co-optimal operations of a cell.
    func operations(_ row: Int, _ column: Int) -> OperationSet {
        OperationSet(rawValue: decisions[index(row, column)] & 0x0F)
    }

    /// The operation the path takes into a cell, `nil` for (0, 0).
    func chosen(_ row: Int, _ column: Int) -> EditOperation? {
        let byte = decisions[index(row, column)]
        return byte == 0 ? nil : EditOperation(rawValue: byte >> 4)
    }
}
