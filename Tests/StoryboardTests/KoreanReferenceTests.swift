import Storyboard
import Testing

/// `Korean` reads characters by scalar and ASCII byte rather than through `Set<Character>`,
/// `isLetter`, `isNumber` and `lowercased()` (smaller engine.wasm); these tests hold it to the
/// reading those gave, kept here as `ReferenceReading`.
@Suite struct KoreanReferenceTests {
    /// Hostile and ordinary endings: canonical equivalents of a skipped quote, NFD Hangul,
    /// full-width and other digits, letters with marks, CR-LF, mixed case.
    static let words: [String] = [
        "a\u{1FEF}", "x`", "x\u{300}", "e\u{301}", "\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}", "３", "x３",
        "٣", "Ⅻ", "½", "x\r\n", "\r\n", "1\r\n", "\u{FF41}", "ﬁ", "K", "\u{212A}", "Ng", "sINg", "stACK", "STACK",
        "Sing", "siNG", "rock", "ROCK", "kcK", "Cell", "celL", "CELL", "Ck", "NG", "ng", "g", "k", "l\u{301}",
        "1,0,0", ",", "1,", "0,000", "x 'y' ", "『x』", "«l»", "‘m’", "“n”", "{r}", "<l>", "[a]", "\t\n", "\u{A0}x",
        "x\u{A0}", "a\u{3000}", "𝐱", "x\u{200D}", "İ", "ı", "ß", "Σ", "x\u{1F3FB}", "👍🏽", "\u{FEFF}", "l\u{FE0F}",
    ]

    @Test("particles agree with the reference reading", arguments: words)
    func handPicked(word: String) {
        for particle in Korean.Particle.allCases {
            #expect(Korean.particle(word, particle) == ReferenceReading.particle(word, particle))
        }
    }

    @Test("particles agree with the reference reading after every scalar")
    func everyScalar() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // After a capital: a letter makes an acronym or a word, a digit a number, a quote
            // or space is skipped, anything else ends the word.
            let word = "L" + String(Character(scalar))
            if Korean.particle(word, .subject) != ReferenceReading.particle(word, .subject)
                || Korean.particle(word, .direction) != ReferenceReading.particle(word, .direction)
            {
                differing.append(value)
            }
        }
        #expect(differing.isEmpty)
    }
}

/// `Korean`'s reading as it was written with `Set<Character>`, `isLetter`, `isNumber`,
/// `isUppercase` and `lowercased()`.
private enum ReferenceReading {
    enum Ending { case vowel, consonant, rieul }

    static func particle(_ word: String, _ kind: Korean.Particle) -> String {
        let ending = ending(of: word)
        switch (kind, ending) {
        case (.subject, .vowel): return "가"
        case (.subject, _): return "이"
        case (.object, .vowel): return "를"
        case (.object, _): return "을"
        case (.topic, .vowel): return "는"
        case (.topic, _): return "은"
        case (.with, .vowel): return "와"
        case (.with, _): return "과"
        case (.direction, .consonant): return "으로"
        case (.direction, _): return "로"
        }
    }

    static let skipped: Set<Character> = [
        " ", "\t", "\n", "'", "\"", "`", "‘", "’", "“", "”", "(", ")", "[", "]", "{", "}", "<", ">",
        "「", "」", "『", "』", "«", "»",
    ]

    static func ending(of word: String) -> Ending {
        let characters = Array(word.reversed().drop { skipped.contains($0) }.reversed())
        guard let last = characters.last else { return .vowel }
        if let syllable = hangul(last) { return syllable }
        if last.isASCII, last.isNumber { return number(characters) }
        if last.isASCII, last.isLetter { return latin(characters) }
        return .vowel
    }

    static func hangul(_ character: Character) -> Ending? {
        guard let scalar = character.unicodeScalars.first?.value else { return nil }
        switch scalar {
        case 0xAC00...0xD7A3:
            let final = (scalar - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        case 0x3139: return .rieul
        case 0x3131...0x314E: return .consonant
        case 0x314F...0x3163: return .vowel
        default: return nil
        }
    }

    static func number(_ characters: [Character]) -> Ending {
        let digits = characters.reversed().prefix { $0.isASCII && ($0.isNumber || $0 == ",") }
            .filter { $0 != "," }
        let zeros = digits.prefix { $0 == "0" }.count
        if zeros == digits.count { return .consonant }
        switch zeros {
        case 0:
            switch digits.first ?? "0" {
            case "1", "7", "8": return .rieul
            case "0", "3", "6": return .consonant
            default: return .vowel
            }
        case 1..<12: return .consonant
        case 12..<16: return .vowel
        default: return .consonant
        }
    }

    static func latin(_ characters: [Character]) -> Ending {
        let run = Array(characters.reversed().prefix { $0.isASCII && $0.isLetter }.reversed())
        guard let last = run.last?.lowercased() else { return .vowel }
        if run.count == 1 || run.allSatisfy({ $0.isUppercase }) {
            switch last {
            case "l", "r": return .rieul
            case "m", "n": return .consonant
            default: return .vowel
            }
        }
        let word = String(run).lowercased()
        if word.hasSuffix("l") { return .rieul }
        if word.hasSuffix("m") || word.hasSuffix("n") || word.hasSuffix("ng") || word.hasSuffix("ck") {
            return .consonant
        }
        return .vowel
    }
}
