import TestSupport

extension SplitMix64 {
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
