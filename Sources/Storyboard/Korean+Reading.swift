extension Korean {
    /// A Hangul syllable by its final consonant; a lone jamo by its name (ㄱ 기역, ㄹ 리을, ㅏ 아).
    static func hangul(_ character: Character) -> Ending? {
        guard let scalar = character.unicodeScalars.first?.value else { return nil }
        switch scalar {
        case 0xAC00...0xD7A3:
            let final = (scalar - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        case 0x3139: return .rieul  // ㄹ 리을
        case 0x3131...0x314E: return .consonant  // 기역, 니은, ... 히읗
        case 0x314F...0x3163: return .vowel  // ㅏ 아, ... ㅣ 이
        default: return nil
        }
    }

    /// A number read in Korean: its last digit (영 일 이 삼 사 오 육 칠 팔 구), or, when it ends
    /// in zeros, the unit it ends on (십 백 천 만 억 조 경).
    static func number(_ characters: [Character]) -> Ending {
        let digits = characters.reversed().prefix { $0.asciiValue.map(isDigit) == true || $0 == "," }
            .filter { $0 != "," }
        let zeros = digits.prefix { $0 == "0" }.count
        if zeros == digits.count { return .consonant }  // 영
        switch zeros {
        case 0: return digit(digits.first ?? "0")
        case 1, 2, 3: return .consonant  // 십, 백, 천
        case 4..<8: return .consonant  // 만
        case 8..<12: return .consonant  // 억
        case 12..<16: return .vowel  // 조
        default: return .consonant  // 경
        }
    }

    private static func digit(_ digit: Character) -> Ending {
        switch digit {
        case "1", "7", "8": .rieul  // 일, 칠, 팔
        case "0", "3", "6": .consonant  // 영, 삼, 육
        default: .vowel  // 이, 사, 오, 구
        }
    }

    /// Latin letters: one letter or an acronym letter by letter (엘 엠 엔 알 end in a
    /// consonant), a word as the loanword it is (`item` 아이템, `stack` 스택, `move` 무브).
    static func latin(_ characters: [Character]) -> Ending {
        // The trailing ASCII letters, last first; a letter's lowercase is its byte with 0x20 set.
        var run: [UInt8] = []
        for character in characters.reversed() {
            guard let value = character.asciiValue, isLetter(value) else { break }
            run.append(value)
        }
        guard let last = run.first.map({ $0 | 0x20 }) else { return .vowel }
        if run.count == 1 || run.allSatisfy({ $0 < 0x61 }) {
            switch last {
            case UInt8(ascii: "l"), UInt8(ascii: "r"): return .rieul  // 엘, 알
            case UInt8(ascii: "m"), UInt8(ascii: "n"): return .consonant  // 엠, 엔
            default: return .vowel  // 에이, 비, 씨, ... 엑스, 와이, 제트
            }
        }
        let beforeLast = run[1] | 0x20
        if last == UInt8(ascii: "l") { return .rieul }  // 셀, 레벨
        if last == UInt8(ascii: "m") || last == UInt8(ascii: "n")
            || (last == UInt8(ascii: "g") && beforeLast == UInt8(ascii: "n"))
            || (last == UInt8(ascii: "k") && beforeLast == UInt8(ascii: "c"))
        {
            return .consonant  // 아이템, 섹션, 스트링, 스택
        }
        return .vowel  // 무브, 인서트, 인덱스, 키트
    }
}
