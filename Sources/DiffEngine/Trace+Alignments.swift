extension Trace {
    /// How many different paths reach the bottom-right corner at the lowest cost.
    ///
    /// Counts every path through co-optimal operations, exactly: the number grows
    /// exponentially, so it is a ``BigUInt``.
    /// - Complexity: O(*m* × *n*) additions; each costs O(number of words) once the count
    ///   outgrows 64 bits.
    public var optimalAlignmentCount: BigUInt {
        if let small = countAlignments(UInt64.self) { return BigUInt(small) }
        return countAlignments(BigUInt.self) ?? 0
    }

    // Counts row by row in `Count`; nil when a sum overflows it.
    private func countAlignments<Count: AlignmentCount>(_: Count.Type) -> Count? {
        var above = [Count](repeating: Count.zero, count: columns)
        var here = above
        for row in 0..<rows {
            for column in 0..<columns {
                let operations = self.operations(row: row, column: column)
                guard !operations.isEmpty else {
                    here[column] = Count.one
                    continue
                }
                var sum = Count.zero
                if operations.contains(.match) || operations.contains(.substitute) {
                    guard let next = sum.adding(above[column - 1]) else { return nil }
                    sum = next
                }
                if operations.contains(.insert) {
                    guard let next = sum.adding(here[column - 1]) else { return nil }
                    sum = next
                }
                if operations.contains(.delete) {
                    guard let next = sum.adding(above[column]) else { return nil }
                    sum = next
                }
                here[column] = sum
            }
            swap(&above, &here)
        }
        return above[columns - 1]
    }

    /// The optimal alignments, up to `limit` of them, the chosen ``path`` first.
    ///
    /// At each cell the operations are tried in the tie-break policy's order, so the first
    /// alignment is the one the policy picks.
    /// - Parameter limit: the most alignments to return.
    /// - Returns: alignments as steps from (0, 0), each with running notations.
    /// - Complexity: O(`limit` × (*m* + *n*)).
    public func alignments(limit: Int) -> [[PathStep]] {
        var found: [[PathStep]] = []
        var reversedMoves: [(row: Int, column: Int, operation: EditOperation?)] = []
        let order: [EditOperation] = [.match] + tieBreak.preference
        func walk(_ row: Int, _ column: Int) {
            guard found.count < limit else { return }
            let operations = self.operations(row: row, column: column)
            guard !operations.isEmpty else {
                reversedMoves.append((0, 0, nil))
                found.append(Trace.steps(reversedMoves.reversed()))
                reversedMoves.removeLast()
                return
            }
            for operation in order where operations.contains(operation) {
                reversedMoves.append((row, column, operation))
                walk(row - operation.step.rows, column - operation.step.columns)
                reversedMoves.removeLast()
            }
        }
        walk(rows - 1, columns - 1)
        return found
    }
}

/// A counter the alignment count can run in: a machine word first, a big integer on overflow.
private protocol AlignmentCount {
    static var zero: Self { get }
    static var one: Self { get }
    func adding(_ other: Self) -> Self?
}

extension UInt64: AlignmentCount {
    static var one: UInt64 { 1 }
    func adding(_ other: UInt64) -> UInt64? {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? nil : sum
    }
}

extension BigUInt: AlignmentCount {
    static var zero: BigUInt { BigUInt(0) }
    static var one: BigUInt { BigUInt(1) }
    func adding(_ other: BigUInt) -> BigUInt? { self + other }
}
