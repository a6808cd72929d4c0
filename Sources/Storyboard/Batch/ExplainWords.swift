import BatchModel
import BatchSimulation

/// The words of `diffstep explain`: what the data source and the batch disagreed on, the
/// code that typically causes it, and the fix, for one recognised exception.
public enum ExplainWords {
    /// A text cut before its numbers (a crash reporter's limit).
    public static let cutOff = Localized(
        ko: "문장이 숫자가 나오기 전에 잘렸습니다 (크래시 리포터의 길이 제한). 로그에서 reason 전체를 붙여 넣으면 개수와 인덱스를 읽을 수 있습니다.",
        en:
            "The text stops before its numbers (a crash reporter's length limit). Paste the whole reason from the log to have the counts and index paths read."
    )

    /// For a text explain does not recognise; never a guess.
    public static let unknown = Localized(
        ko: "diffstep이 아는 배치 업데이트 예외가 아닙니다",
        en: "not a batch-update exception diffstep knows")

    /// The disagreement, with the numbers read from the text.
    public static func disagreement(_ fact: ExceptionFact, view: ViewKind) -> Localized {
        let noun = view == .table ? Localized(ko: "행", en: "rows") : Localized(ko: "아이템", en: "items")
        switch fact {
        case .sectionCount(let after, let before, let inserted, let deleted):
            return Localized(
                ko:
                    "섹션 수: 배치 전 \(before) + 삽입 \(inserted) - 삭제 \(deleted) = \(before + inserted - deleted)이어야 하는데 데이터 소스는 배치 후 \(after)를 돌려주었습니다.",
                en:
                    "Sections: \(before) before + \(inserted) inserted - \(deleted) deleted = \(before + inserted - deleted), but the data source returned \(after) after the batch."
            )
        case .itemCount(let section, let after, let before, let c):
            let expected = c.expected(from: before)
            return Localized(
                ko:
                    "섹션 \(section)의 \(noun.ko) 수: \(before) + \(c.inserted) - \(c.deleted) + \(c.movedIn) - \(c.movedOut) = \(expected)이어야 하는데 데이터 소스는 \(after)를 돌려주었습니다.",
                en:
                    "\(noun.en.capitalized1) in section \(section): \(before) + \(c.inserted) - \(c.deleted) + \(c.movedIn) - \(c.movedOut) = \(expected) expected, but the data source returned \(after)."
            )
        case .invalidBatch(let before, let after, let updates):
            return Localized(
                ko:
                    "데이터 소스의 개수가 배치 시작 때 \(before), 끝날 때 \(after)인데, 그 사이의 업데이트 \(updates.count)개로는 한쪽에서 다른 쪽이 나오지 않습니다.",
                en:
                    "The data source returned \(before) when the batch began and \(after) when it ended; the \(updates.count) updates in between do not turn one into the other."
            )
        case .deleteMoreThanExist(let section):
            return Localized(
                ko: "섹션 \(section)에서 있는 것보다 많은 \(noun.ko)을 지우거나 옮겼습니다.",
                en: "More \(noun.en) were deleted or moved out of section \(section) than it held.")
        case .negativeIndexPath(let path):
            return Localized(
                ko:
                    "섹션 \(path.section), 행 \(path.item): 인덱스는 0 이상이어야 합니다. NSIndexPath는 음수를 부호 없는 수로 찍으므로 18446744073709551615는 -1입니다.",
                en:
                    "Section \(path.section), row \(path.item): indexes are never negative. NSIndexPath prints them unsigned, so 18446744073709551615 is -1."
            )
        default:
            return Localized(
                ko: "배치의 인덱스가 UIKit의 규칙에 어긋납니다: \(ExceptionWords.rule(fact.shape.template).ko)",
                en: "An index in the batch breaks UIKit's rules: \(ExceptionWords.rule(fact.shape.template).en)")
        }
    }
}

extension String {
    /// The text with its first letter a capital; the English words it is for are ASCII, so no
    /// case-mapping table is needed.
    var capitalized1: String {
        guard let first = utf8.first, first &- 0x61 < 26 else { return self }
        return String(Unicode.Scalar(first - 0x20)) + dropFirst()
    }
}

extension ExplainWords {
    /// What `diffstep explain` prints for a recognised text, one `Label: words` line each:
    /// the rule, the view, the disagreement, the typical cause, the fix and the scenario.
    public static func report(_ recognition: Recognition, _ reproduction: Reproduction?) -> Localized {
        Localized(
            ko: report(recognition, reproduction, language: .ko), en: report(recognition, reproduction, language: .en))
    }

    static func report(_ recognition: Recognition, _ reproduction: Reproduction?, language: Language) -> String {
        let exception = recognition.exception
        let template = exception.template
        var lines = [
            "\(language == .ko ? "규칙" : "Rule"): \(template.rawValue) — \(ExceptionWords.rule(template)[language])",
            "\(language == .ko ? "뷰" : "View"): \(recognition.viewIsKnown ? exception.view.className : "?")"
                + (recognition.releases.map { "   iOS " + span($0) } ?? ""),
            "\(language == .ko ? "불일치" : "Disagreed"): "
                + (recognition.isComplete
                    ? disagreement(exception.fact, view: exception.view)[language] : cutOff[language]),
            "\(language == .ko ? "흔한 원인" : "Typical cause"): \(ExceptionWords.cause(template)[language])",
            "\(language == .ko ? "고치는 법" : "Fix"): \(ExceptionWords.fix(template)[language])",
        ]
        if let reproduction {
            lines.append((language == .ko ? "재현" : "Reproduce") + ":")
            lines.append("  " + command(reproduction))
        } else {
            lines.append(
                language == .ko
                    ? "재현: iOS 13 이후의 배치로는 같은 문장이 나오지 않습니다 (또는 문장에 숫자가 빠져 있습니다)."
                    : "Reproduce: no iOS 13+ batch yields this text (or the text lacks its numbers).")
        }
        return lines.joined(separator: "\n")
    }

    /// `16.4` for one release, `14–18` for several.
    static func span(_ releases: ClosedRange<IOSVersion>) -> String {
        releases.lowerBound == releases.upperBound
            ? releases.lowerBound.rawValue : "\(releases.lowerBound.rawValue)–\(releases.upperBound.rawValue)"
    }

    /// `printf 'insert 0:6\n' | diffstep batch --view collection --ios 18 --old "[6]" --new "[6]" --calls -`.
    public static func command(_ reproduction: Reproduction) -> String {
        let calls = reproduction.updates.map { $0.compact }.joined(separator: "\\n")
        func counts(_ list: [Int]) -> String { "\"[" + list.map { String($0) }.joined(separator: ", ") + "]\"" }
        return
            "printf '\(calls)\\n' | diffstep batch --view \(reproduction.view.rawValue) --ios \(reproduction.ios.rawValue)"
            + " --old \(counts(reproduction.before)) --new \(counts(reproduction.after)) --calls -"
    }
}
