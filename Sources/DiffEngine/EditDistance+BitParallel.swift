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
        guard let vpBase = positive.baseAddress, let vnBase = negative.baseAddress else { return 0 }
        // Row 0 grows by one per column: the carry into the first block is +1.
        var carryPositive: UInt64 = 1
        var carryNegative: UInt64 = 0
        let last = positive.count - 1
        for block in 0..<last {
            let (hp, hn) = step(column[block], vpBase + block, vnBase + block, &carryPositive, &carryNegative)
            carryPositive = hp >> 63
            carryNegative = hn >> 63
        }
        let (hp, hn) = step(column[last], vpBase + last, vnBase + last, &carryPositive, &carryNegative)
        return (hp & lastBit == 0 ? 0 : 1) - (hn & lastBit == 0 ? 0 : 1)
    }

    /// One block of one column: updates the block's vertical deltas from the incoming
    /// horizontal carry and returns its horizontal deltas (before the shift).
    @inline(__always)
    private static func step(
        _ match: UInt64, _ positive: UnsafeMutablePointer<UInt64>, _ negative: UnsafeMutablePointer<UInt64>,
        _ carryPositive: inout UInt64, _ carryNegative: inout UInt64
    ) -> (UInt64, UInt64) {
        let vp = positive.pointee
        let vn = negative.pointee
        let x = match | carryNegative
        let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
        let hp = vn | ~(d0 | vp)
        let hn = d0 & vp
        let shiftedPositive = (hp << 1) | carryPositive
        let shiftedNegative = (hn << 1) | carryNegative
        positive.pointee = shiftedNegative | ~(d0 | shiftedPositive)
        negative.pointee = shiftedPositive & d0
        return (hp, hn)
    }
}
