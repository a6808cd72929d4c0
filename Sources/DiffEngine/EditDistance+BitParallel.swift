extension EditDistance {
    /// Myers' bit-vector algorithm in Hyyrö's 2003 formulation, blocked over 64-token words.
    ///
    /// Each column of the table is held as vertical +1/-1 deltas (`positive`, `negative`), one
    /// bit per pattern token; a text token advances all of them with a dozen word operations
    /// per block, carrying the horizontal delta from one block to the next.
    static func bitParallel(_ pattern: [Int32], _ text: [Int32], alphabetSize: Int) -> Int {
        let blocks = (pattern.count + 63) / 64
        var matches = [UInt64](repeating: 0, count: blocks * alphabetSize)
        for (index, token) in pattern.enumerated() {
            matches[Int(token) * blocks + index / 64] |= 1 << UInt64(index % 64)
        }
        let lastBit: UInt64 = 1 << UInt64((pattern.count - 1) % 64)
        var positive = [UInt64](repeating: ~0, count: blocks)
        var negative = [UInt64](repeating: 0, count: blocks)
        var distance = pattern.count
        matches.withUnsafeBufferPointer { matches in
            positive.withUnsafeMutableBufferPointer { positive in
                negative.withUnsafeMutableBufferPointer { negative in
                    for token in text {
                        let column = matches.baseAddress.unsafelyUnwrapped + Int(token) * blocks
                        distance += advance(column: column, positive: positive, negative: negative, lastBit: lastBit)
                    }
                }
            }
        }
        return distance
    }

    /// Advances every block by one text token; returns the change of the bottom cell.
    @inline(__always)
    private static func advance(
        column: UnsafePointer<UInt64>, positive: UnsafeMutableBufferPointer<UInt64>,
        negative: UnsafeMutableBufferPointer<UInt64>, lastBit: UInt64
    ) -> Int {
        // Row 0 grows by one per column: the carry into the first block is +1.
        var carryPositive: UInt64 = 1
        var carryNegative: UInt64 = 0
        let last = positive.count - 1
        for block in 0...last {
            let vp = positive[block]
            let vn = negative[block]
            let x = column[block] | carryNegative
            let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            let inPositive = carryPositive
            let inNegative = carryNegative
            if block < last {
                carryPositive = hp >> 63
                carryNegative = hn >> 63
            } else {
                carryPositive = hp & lastBit == 0 ? 0 : 1
                carryNegative = hn & lastBit == 0 ? 0 : 1
            }
            hp = (hp << 1) | inPositive
            hn = (hn << 1) | inNegative
            positive[block] = hn | ~(d0 | hp)
            negative[block] = hp & d0
        }
        return Int(carryPositive) - Int(carryNegative)
    }
}
