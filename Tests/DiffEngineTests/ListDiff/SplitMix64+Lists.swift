import TestSupport

extension SplitMix64 {
    /// A list of integers drawn from `0...alphabet`, of a length in `length`: small
    /// alphabets repeat items.
    mutating func list(alphabet: Int, length: ClosedRange<Int>) -> [Int] {
        let count = Int.random(in: length, using: &self)
        return (0..<count).map { _ in Int.random(in: 0...alphabet, using: &self) }
    }

    /// Two such lists: an old one and a new one.
    mutating func pair(alphabet: Int, length: ClosedRange<Int>) -> ([Int], [Int]) {
        let old = list(alphabet: alphabet, length: length)
        return (old, list(alphabet: alphabet, length: length))
    }

    /// Runs `body` `count` times with one generator seeded by `seed`.
    static func cases(seed: UInt64, count: Int, _ body: (inout SplitMix64) -> Void) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<count { body(&generator) }
    }
}
