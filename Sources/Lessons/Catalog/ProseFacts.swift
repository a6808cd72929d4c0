import Storyboard

/// Numbers in the prose files that the program computes instead of the writer.
///
/// A prose file writes `{{calls 3 3}}` where the article would write 94. Each fact is
/// computed once, here, from the same functions the lesson frames use, so the prose and the
/// stepper cannot disagree. The facts, for two words of lengths `m` and `n`:
/// - `calls m n`: the calls of the plain recursion (`RecursionCount.calls`), `94` for 3 and 3;
/// - `pairs m n`: the different prefix pairs, with the arithmetic: `4 × 4 = 16`;
/// - `millions m n`: the calls rounded down to millions, in the language's own words
///   (`12 million`, `1,200만`).
enum ProseFacts {
    /// The text with every `{{fact m n}}` replaced; anything else is left as written.
    static func fill(_ text: String, language: Language) -> String {
        guard text.contains("{{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{{") {
            result += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.firstRange(of: "}}"),
                let value = value(of: after[..<close.lowerBound], language: language)
            else {
                result += "{{"
                rest = after
                continue
            }
            result += value
            rest = after[close.upperBound...]
        }
        return result + rest
    }

    /// The value of one fact, or nil when the words inside the braces name none.
    static func value(of fact: Substring, language: Language) -> String? {
        let words = fact.split(separator: " ")
        guard words.count == 3, let m = Int(words[1]), let n = Int(words[2]), (0...12).contains(m), (0...12).contains(n)
        else { return nil }
        switch words[0] {
        case "calls": return grouped(RecursionCount.calls(m, n))
        case "pairs": return RecursionCount.pairs(m, n)
        case "millions":
            let millions = RecursionCount.calls(m, n) / 1_000_000
            switch language {
            case .ko: return "\(grouped(millions * 100))만"
            case .en: return "\(grouped(millions)) million"
            }
        default: return nil
        }
    }

    /// `12146179` as `12,146,179`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
