import BatchUpdates
import Storyboard

extension BatchJudge {
    /// Compares a predicted exception text (or none) with what the simulator raises.
    ///
    /// The comparison forgives what does not matter: the "Terminating app ... reason:"
    /// preamble, quotes of any kind, case, spacing, a final period and object addresses.
    func prediction(_ predicted: String?, batch: String) throws(GradingError) -> Judgement {
        let actual: Exception?
        if case .raises(let exception, _) = try simulate(batch).verdict { actual = exception } else { actual = nil }
        let right = predicted.map(BatchJudge.normalized) == actual.map { BatchJudge.normalized($0.message) }
        let feedback: Localized
        switch (actual, right) {
        case (nil, true):
            feedback = Localized(ko: "맞습니다: 이 배치는 예외 없이 실행됩니다.", en: "Right: this batch runs without an exception.")
        case (nil, false):
            feedback = Localized(ko: "이 배치는 예외 없이 실행됩니다.", en: "This batch raises nothing.")
        case (let exception?, true):
            feedback = Localized(ko: "맞습니다: \(exception.message)", en: "Right: \(exception.message)")
        case (let exception?, false):
            feedback = BatchJudge.raised(exception)
        }
        return Judgement(id: "prediction", earned: right ? 1 : 0, of: 1, feedback: feedback)
    }

    /// The text with the parts that do not change the meaning removed.
    static func normalized(_ text: String) -> String {
        var text = text.lowercased()
        if let reason = text.range(of: "reason:") { text = String(text[reason.upperBound...]) }
        let quotes: Set<Character> = ["'", "\"", "‘", "’", "“", "”", "`"]
        var out = ""
        var lastWasSpace = true
        var skippingHex = false
        for character in text where !quotes.contains(character) {
            if skippingHex, character.isHexDigit { continue }
            skippingHex = false
            if character.isWhitespace {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
                continue
            }
            out.append(character)
            lastWasSpace = false
            if out.hasSuffix("0x") { skippingHex = true }
        }
        while let last = out.last, last == " " || last == "." { out.removeLast() }
        return out
    }
}
