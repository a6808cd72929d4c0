/// A tiny seeded generator, so random inputs are the same on every run and every machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` tokens drawn from the first `alphabet` letters.
    mutating func text(count: Int, alphabet: Int) -> [Character] {
        (0..<count).map { _ in Character(Unicode.Scalar(UInt8(97 + Int.random(in: 0..<alphabet, using: &self)))) }
    }

    /// A pair of texts of random lengths up to `length`; small alphabets make many ties.
    mutating func pair(upTo length: Int) -> ([Character], [Character]) {
        let alphabet = Int.random(in: 1...6, using: &self)
        return (
            text(count: Int.random(in: 0...length, using: &self), alphabet: alphabet),
            text(count: Int.random(in: 0...length, using: &self), alphabet: alphabet)
        )
    }
}
