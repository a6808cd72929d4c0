/// A tiny seeded random number generator (SplitMix64), so every property run sees the
/// same inputs: PropertyBased's `.fixedSeed` is for replaying a failure, not for CI.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A list of up to `length` integers drawn from `0...alphabet`: small alphabets repeat.
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
