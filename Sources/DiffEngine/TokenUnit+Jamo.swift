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

    /// A grapheme's jamo when it is one precomposed Hangul syllable, else the grapheme itself.
    ///
    /// The jamo come out as the compatibility letters a learner types (`한` -> `ㅎ ㅏ ㄴ`), not
    /// Unicode's conjoining forms: so a typed `ㅎ` matches the `ㅎ` of `한`, a lead `ㄱ` equals a
    /// tail `ㄱ` (`각` -> `ㄱ ㅏ ㄱ`), and every token is one two-cell glyph on a terminal.
    static func jamo(of grapheme: Character) -> [String] {
        let scalars = grapheme.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first,
            scalar.value >= syllableBase, scalar.value < syllableBase + syllableCount
        else { return [String(grapheme)] }
        let index = Int(scalar.value - syllableBase)
        let lead = leads[index / Int(vowelCount * tailCount)]
        let vowel = vowels[index % Int(vowelCount * tailCount) / Int(tailCount)]
        let tail = index % Int(tailCount)
        return tail == 0 ? [String(lead), String(vowel)] : [String(lead), String(vowel), String(tails[tail - 1])]
    }
}
