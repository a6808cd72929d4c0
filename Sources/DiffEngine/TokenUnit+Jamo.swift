extension TokenUnit {
    // Unicode's Hangul syllable arithmetic (The Unicode Standard, section 3.12).
    private static let syllableBase: UInt32 = 0xAC00
    private static let vowelCount: UInt32 = 21
    private static let tailCount: UInt32 = 28
    private static let syllableCount: UInt32 = 11_172
    // The letters a learner types (Hangul Compatibility Jamo), in Unicode's jamo order.
    private static let leads = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    private static let vowels = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    private static let tails = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

    /// A grapheme's jamo when it is one Hangul syllable, else the grapheme itself.
    ///
    /// The jamo come out as the compatibility letters a learner types (`한` -> `ㅎ ㅏ ㄴ`), not
    /// Unicode's conjoining forms: so a typed `ㅎ` matches the `ㅎ` of `한`, a lead `ㄱ` equals a
    /// tail `ㄱ` (`각` -> `ㄱ ㅏ ㄱ`), and every token is one two-cell glyph on a terminal.
    /// A syllable written decomposed (NFD, as macOS writes file names: `ᄒ` `ᅡ` `ᆫ`, one
    /// grapheme) is the same syllable and gives the same jamo.
    static func jamo(of grapheme: Character) -> [String] {
        guard let syllable = syllableIndex(of: grapheme) else { return [String(grapheme)] }
        let lead = leads[syllable / Int(vowelCount * tailCount)]
        let vowel = vowels[syllable % Int(vowelCount * tailCount) / Int(tailCount)]
        let tail = syllable % Int(tailCount)
        return tail == 0 ? [String(lead), String(vowel)] : [String(lead), String(vowel), String(tails[tail - 1])]
    }

    // Conjoining jamo (U+1100...): 19 leads, 21 vowels, 27 tails after the "no tail" U+11A7.
    private static let leadBase: UInt32 = 0x1100
    private static let vowelBase: UInt32 = 0x1161
    private static let tailBase: UInt32 = 0x11A7

    /// The syllable's place among the 11,172 (`가` is 0): one precomposed scalar, or a lead, a
    /// vowel and an optional tail composed by Unicode's arithmetic; nil for anything else.
    private static func syllableIndex(of grapheme: Character) -> Int? {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next()?.value else { return nil }
        guard let second = scalars.next()?.value else {
            return first >= syllableBase && first < syllableBase + syllableCount ? Int(first - syllableBase) : nil
        }
        let third = scalars.next()?.value
        guard scalars.next() == nil, first >= leadBase, first < leadBase + 19,
            second >= vowelBase, second < vowelBase + vowelCount
        else { return nil }
        var tail: UInt32 = 0
        if let third {
            guard third > tailBase, third < tailBase + tailCount else { return nil }
            tail = third - tailBase
        }
        return Int(((first - leadBase) * vowelCount + second - vowelBase) * tailCount + tail)
    }
}
