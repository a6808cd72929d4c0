extension EditDistance {
    /// Myers' bit-vector algorithm in Hyyrö's 2003 formulation, blocked over 64-token words.
    ///
    /// Each column of the table is held as vertical +1/-1 deltas (`positive`, `negative`), one
    /// bit per pattern token; a text token advances all of them with a dozen word operations
    /// per block, carrying the horizontal delta from one block to the next.
    static func bitParallel(_ pattern: [Int32], _ text: [Int32], alphabetSize: Int) -> Int {
        bitParallel(pattern, text, matches: matchTable(pattern, alphabetSize: alphabetSize))
    }

    /// One bit per pattern position for each token: `matches[token * blocks + block]`.
    static func matchTable(_ pattern: [Int32], alphabetSize: Int) -> [UInt64] {
        let blocks = (pattern.count + 63) / 64
        var matches = [UInt64](repeating: 0, count: blocks * alphabetSize)
        for (index, token) in pattern.enumerated() {
            matches[Int(token) * blocks + index / 64] |= 1 << UInt64(index % 64)
        }
        return matches
    }

    static func bitParallel(_ pattern: [Int32], _ text: [Int32], matches: [UInt64]) -> Int {
        let blocks = (pattern.count + 63) / 64
        let lastBit: UInt64 = 1 << UInt64((pattern.count - 1) % 64)
        // The vertical deltas of block b sit at 2b (+1s) and 2b + 1 (-1s): one cache line
        // holds four blocks of both.
        var deltas = [UInt64](repeating: 0, count: 2 * blocks)
        for block in 0..<blocks { deltas[2 * block] = ~0 }
        var distance = pattern.count
        matches.withUnsafeBufferPointer { matches in
            deltas.withUnsafeMutableBufferPointer { deltas in
                text.withUnsafeBufferPointer { text in
                    guard let table = matches.baseAddress, let state = deltas.baseAddress else { return }
                    var column = 0
                    // Two columns at once, the second one block behind the first: their carry
                    // chains are independent, so the processor runs them side by side.
                    while column + 1 < text.count {
                        let first = table + Int(text[column]) * blocks
                        let second = table + Int(text[column + 1]) * blocks
                        distance += advancePair(first, second, state: state, blocks: blocks, lastBit: lastBit)
                        column += 2
                    }
                    if column < text.count {
                        let only = table + Int(text[column]) * blocks
                        distance += advance(only, state: state, blocks: blocks, lastBit: lastBit)
                    }
                }
            }
        }
        return distance
    }

    /// The horizontal +1 and -1 deltas leaving one block's last row for the next block.
    struct Carry {
        // Row 0 grows by one per column: the carry into the first block is +1.
        var positive: UInt64 = 1
        var negative: UInt64 = 0
    }

    /// Advances every block by one text token; returns the change of the bottom cell.
    @inline(__always)
    private static func advance(
        _ column: UnsafePointer<UInt64>, state: UnsafeMutablePointer<UInt64>, blocks: Int, lastBit: UInt64
    ) -> Int {
        var carry = Carry()
        var horizontal = (positive: UInt64(0), negative: UInt64(0))
        for block in 0..<blocks {
            horizontal = step(column[block], state + 2 * block, &carry)
        }
        return change(horizontal, lastBit: lastBit)
    }

    /// Advances every block by two text tokens, the second column one block behind the first.
    @inline(__always)
    private static func advancePair(
        _ first: UnsafePointer<UInt64>, _ second: UnsafePointer<UInt64>, state: UnsafeMutablePointer<UInt64>,
        blocks: Int, lastBit: UInt64
    ) -> Int {
        var carryFirst = Carry()
        var carrySecond = Carry()
        var horizontal = step(first[0], state, &carryFirst)
        for block in 1..<blocks {
            horizontal = step(first[block], state + 2 * block, &carryFirst)
            _ = step(second[block - 1], state + 2 * (block - 1), &carrySecond)
        }
        let last = blocks - 1
        let horizontalSecond = step(second[last], state + 2 * last, &carrySecond)
        return change(horizontal, lastBit: lastBit) + change(horizontalSecond, lastBit: lastBit)
    }

    /// The change of the bottom cell from the last block's horizontal deltas.
    @inline(__always)
    static func change(_ horizontal: (positive: UInt64, negative: UInt64), lastBit: UInt64) -> Int {
        (horizontal.positive & lastBit == 0 ? 0 : 1) - (horizontal.negative & lastBit == 0 ? 0 : 1)
    }

    /// One block of one column: updates the block's vertical deltas (`state[0]` +1s,
    /// `state[1]` -1s) from the incoming carry, sets the outgoing carry and returns the
    /// block's horizontal deltas (before the shift).
    @inline(__always)
    static func step(
        _ match: UInt64, _ state: UnsafeMutablePointer<UInt64>, _ carry: inout Carry
    ) -> (positive: UInt64, negative: UInt64) {
        let vp = state[0]
        let vn = state[1]
        let x = match | carry.negative
        let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
        let hp = vn | ~(d0 | vp)
        let hn = d0 & vp
        let shiftedPositive = (hp << 1) | carry.positive
        let shiftedNegative = (hn << 1) | carry.negative
        state[0] = shiftedNegative | ~(d0 | shiftedPositive)
        state[1] = shiftedPositive & d0
        carry = Carry(positive: hp >> 63, negative: hn >> 63)
        return (hp, hn)
    }
}
