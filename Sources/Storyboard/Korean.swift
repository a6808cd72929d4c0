/// Korean particles chosen from the word they follow, so a sentence built around a name or a
/// number reads `"x"가`, `인덱스가`, `3을`, never the guess `이(가)`.
///
/// A particle has two forms: one after a final consonant (받침) and one after a vowel. The
/// word is read as a Korean reader would say it aloud:
/// - a Hangul syllable by its final consonant (`섹션` ends in ㄴ, `아이템` in ㅁ, `값` in ㅂ);
/// - a number by its Korean reading (`3` 삼, `2` 이, `10` 십, `100` 백, `10000` 만);
/// - a single Latin letter, or a run of capitals, letter by letter (`x` 엑스, `m` 엠, `R` 알);
/// - an English word as a loanword (`item` 아이템, `section` 섹션, `move` 무브);
/// - quotes, brackets and spaces at the end are skipped (`'x'`, `(3)`); anything else
///   (`+`, `?`, an emoji) takes the vowel form.
package enum Korean {
    /// The particles a sentence attaches to an inserted word.
    package enum Particle: Sendable, CaseIterable {
        /// 이/가: the subject.
        case subject
        /// 을/를: the object.
        case object
        /// 은/는: the topic.
        case topic
        /// 과/와: "and", "with".
        case with
        /// 으로/로: "to", "as", "by"; a word ending in ㄹ takes 로.
        case direction

        fileprivate func form(_ ending: Ending) -> String {
            switch (self, ending) {
            case (.subject, .vowel): "가"
            case (.subject, _): "이"
            case (.object, .vowel): "를"
            case (.object, _): "을"
            case (.topic, .vowel): "는"
            case (.topic, _): "은"
            case (.with, .vowel): "와"
            case (.with, _): "과"
            case (.direction, .consonant): "으로"
            case (.direction, _): "로"
            }
        }
    }

    /// The particle of one kind that follows a word.
    ///
    /// ```swift
    /// Korean.particle("\"x\"", .subject)   // "가" (엑스)
    /// Korean.particle("인덱스 3", .object)  // "을" (삼)
    /// Korean.particle("파일", .direction)   // "로" (ㄹ)
    /// ```
    /// - Parameters:
    ///   - word: the word as it is printed, quotes and all.
    ///   - kind: which particle.
    /// - Returns: the particle alone, without the word.
    package static func particle(_ word: String, _ kind: Particle) -> String {
        kind.form(ending(of: word))
    }

    /// A word followed by its particle: `Korean.phrase("'x'", .subject)` is `'x'가`.
    /// - Parameters:
    ///   - word: the word as it is printed.
    ///   - kind: which particle.
    /// - Returns: the word and the particle, with no space between.
    package static func phrase(_ word: String, _ kind: Particle) -> String {
        word + particle(word, kind)
    }

    /// How a word ends when read aloud.
    enum Ending: Equatable {
        case vowel
        case consonant
        /// ㄹ: a consonant, but 로 rather than 으로.
        case rieul
    }

    /// Whether a word's last character is one `ending(of:)` skips: a space, tab or line feed,
    /// a quote or a bracket (`'`, `"`, `` ` ``, `‘ ’ “ ”`, `( ) [ ] { } < >`, `「 」 『 』`, `« »`).
    ///
    /// Compared by scalar rather than through a `Set<Character>` (its hashing and one-time
    /// setup in engine.wasm); the same answer, canonical equivalence included: U+1FEF GREEK
    /// VARIA is the one scalar whose canonical form is one of these, and no sequence composes
    /// into one.
    static func isSkipped(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return false
        }
        switch first.value {
        case 0x20, 0x09, 0x0A, 0x27, 0x22, 0x60, 0x1FEF, 0x2018, 0x2019, 0x201C, 0x201D, 0x28, 0x29, 0x5B, 0x5D,
            0x7B, 0x7D, 0x3C, 0x3E, 0x300C, 0x300D, 0x300E, 0x300F, 0xAB, 0xBB:
            return true
        default: return false
        }
    }

    static func ending(of word: String) -> Ending {
        var characters = Array(word)
        while let last = characters.last, isSkipped(last) { characters.removeLast() }
        guard let last = characters.last else { return .vowel }
        if let syllable = hangul(last) { return syllable }
        if let value = last.asciiValue, isDigit(value) { return number(characters) }
        if let value = last.asciiValue, isLetter(value) { return latin(characters) }
        return .vowel
    }

    /// An ASCII digit: what `isASCII && isNumber` is for a character with this `asciiValue`.
    static func isDigit(_ value: UInt8) -> Bool { (0x30...0x39).contains(value) }

    /// An ASCII letter: what `isASCII && isLetter` is for a character with this `asciiValue`.
    static func isLetter(_ value: UInt8) -> Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
}
