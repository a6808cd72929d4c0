extension Unit {
    // Unicode's Hangul syllable arithmetic (The Unicode Standard, section 3.12).
    private static let syllableBase: UInt32 = 0xAC00
    private static let leadBase: UInt32 = 0x1100
    private static let vowelBase: UInt32 = 0x1161
    private static let tailBase: UInt32 = 0x11A7
    private static let vowelCount: UInt32 = 21
    private static let tailCount: UInt32 = 28
    private static let syllableCount: UInt32 = 11_172

    /// A grapheme's jamo when it is one precomposed Hangul syllable, else the grapheme itself.
    static func jamo(of grapheme: Character) -> [String] {
        let scalars = grapheme.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first,
            scalar.value >= syllableBase, scalar.value < syllableBase + syllableCount
        else { return [String(grapheme)] }
        let index = scalar.value - syllableBase
        let lead = leadBase + index / (vowelCount * tailCount)
        let vowel = vowelBase + index % (vowelCount * tailCount) / tailCount
        let tail = index % tailCount
        let values = tail == 0 ? [lead, vowel] : [lead, vowel, tailBase + tail]
        return values.compactMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
