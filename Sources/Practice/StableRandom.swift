/// A random number generator that gives every machine and every run the same numbers.
///
/// Swift's `Hasher` is seeded per process, so it cannot pick a student's variant. The seed
/// is FNV-1a 64 of the UTF-8 of `exercise id`, a zero byte and `student id`; the stream is
/// SplitMix64. Both are tiny, public and easy to re-implement in a grader's own tools.
public struct StableRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The generator for one student's variant of one exercise.
    public init(exercise: String, student: String) {
        self.init(seed: StableRandom.fnv1a(Array(exercise.utf8) + [0] + Array(student.utf8)))
    }

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// FNV-1a, 64 bits.
    public static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The next 64 random bits (SplitMix64).
    public mutating func next() -> UInt64 {
        state = state &+ 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in `range`, by rejection sampling (no modulo bias, and no dependence on
    /// the standard library's algorithm, which may change between Swift versions).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let limit = UInt64.max - UInt64.max % span
        var value = next()
        while value >= limit { value = next() }
        return range.lowerBound + Int(value % span)
    }
}
