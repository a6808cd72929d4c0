import BatchModel
import BatchSimulation

/// The words of `diffstep explain`: what the data source and the batch disagreed on, the
/// code that typically causes it, and the fix, for one recognised exception.
package enum ExplainWords {
    /// A text that stops before its numbers (cut by whoever copied it, or by a log).
    package static let cutOff = Localized(
        ko: "붙여 넣은 글이 숫자가 나오기 전에 끝납니다. 로그에서 reason 전체를 붙여 넣으면 개수와 인덱스를 읽을 수 있습니다.",
        en:
            "The pasted text stops before its numbers. Paste the whole reason from the log to have the counts and index paths read."
    )

    /// The heading of one crash when a paste holds several.
    static func crashHeading(_ number: Int, of count: Int) -> Localized {
        Localized(ko: "크래시 \(count)개 중 \(number)번째:", en: "Crash \(number) of \(count):")
    }

    /// For a text explain does not recognise; never a guess, and what to paste instead.
    package static let unknown = Localized(
        ko:
            "diffstep이 아는 배치 업데이트 예외가 아닙니다. 로그에서 reason: ' 뒤의 문장을 붙여 넣으세요 (예: 'Invalid update: invalid number of items in section 0...', 'attempt to insert item 3 into section 0...')",
        en:
            "not a batch-update exception diffstep knows. Paste the text after reason: ' in the log (e.g. 'Invalid update: invalid number of items in section 0...', 'attempt to insert item 3 into section 0...')"
    )

    /// For an empty paste (or one of only spaces and line breaks).
    package static let nothingGiven = Localized(
        ko:
            "설명할 글이 없습니다. UIKit이 던진 예외 문장이나 크래시 로그 전체를 인자로, --file로, 또는 표준 입력으로 주세요 (예: 'Invalid update: invalid number of items in section 0...')",
        en:
            "nothing to explain. Give the exception text UIKit raised, or the whole crash log, as an argument, with --file, or on standard input (e.g. 'Invalid update: invalid number of items in section 0...')"
    )

    /// For an empty box on the explain page.
    package static let nothingPasted = Localized(
        ko:
            "설명할 글이 없습니다. UIKit이 던진 예외 문장이나 크래시 로그 전체를 상자에 붙여 넣으세요 (예: 'Invalid update: invalid number of items in section 0...')",
        en:
            "nothing to explain. Paste the exception text UIKit raised, or the whole crash log, into the box (e.g. 'Invalid update: invalid number of items in section 0...')"
    )

    /// For a text argument and `--file` together.
    package static let textAndFile = Localized(
        ko: "예외 문구 인자와 --file을 함께 줄 수 없습니다: 둘 중 하나만 주세요",
        en: "a text argument and --file cannot be used together: give one of them")

    /// `3이어야`, `2여야`: "must be N", the ending read from how the number is said.
    static func mustBe(_ number: Int) -> String {
        String(number) + (Korean.particle(String(number), .topic) == "은" ? "이어야" : "여야")
    }

    /// The disagreement, with the numbers read from the text.
    package static func disagreement(_ fact: ExceptionFact, view: ViewKind) -> Localized {
        let noun = view == .table ? Localized(ko: "행", en: "rows") : Localized(ko: "아이템", en: "items")
        switch fact {
        case .sectionCount(let after, let before, let inserted, let deleted):
            return Localized(
                ko:
                    "섹션 수: 배치 전 \(before) + 삽입 \(inserted) - 삭제 \(deleted) = \(mustBe(before + inserted - deleted)) 하는데 데이터 소스는 배치 후 \(Korean.phrase(String(after), .object)) 돌려주었습니다.",
                en:
                    "Sections: \(before) before + \(inserted) inserted - \(deleted) deleted = \(before + inserted - deleted), but the data source returned \(after) after the batch."
            )
        case .itemCount(let section, let after, let before, let c):
            let expected = c.expected(from: before)
            return Localized(
                ko:
                    "섹션 \(section)의 \(noun.ko) 수: \(before) + \(c.inserted) - \(c.deleted) + \(c.movedIn) - \(c.movedOut) = \(mustBe(expected)) 하는데 데이터 소스는 \(Korean.phrase(String(after), .object)) 돌려주었습니다.",
                en:
                    "\(noun.en.capitalized1) in section \(section): \(before) + \(c.inserted) - \(c.deleted) + \(c.movedIn) - \(c.movedOut) = \(expected) expected, but the data source returned \(after)."
            )
        case .invalidBatch(let before, let after, let updates):
            let (old, new) = (Reproduction.countsText(before), Reproduction.countsText(after))
            let between =
                updates.count == 1 ? "the 1 update in between does" : "the \(updates.count) updates in between do"
            return Localized(
                ko:
                    "데이터 소스의 개수가 배치 시작 때 \(old), 끝날 때 \(new)인데, 그 사이의 업데이트 \(updates.count)개로는 한쪽에서 다른 쪽이 나오지 않습니다.",
                en:
                    "The data source returned \(old) when the batch began and \(new) when it ended; \(between) not turn one into the other."
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
    /// the rule, the view, the disagreement, the typical cause, the fix and the reproduction
    /// (or why there is none).
    package static func report(_ recognition: Recognition, _ attempt: Reproduction.Attempt) -> Localized {
        Localized(ko: report(recognition, attempt, language: .ko), en: report(recognition, attempt, language: .en))
    }

    static func report(_ recognition: Recognition, _ attempt: Reproduction.Attempt, language: Language) -> String {
        let exception = recognition.exception
        let template = exception.template
        var lines = [
            "\(language == .ko ? "규칙" : "Rule"): \(template.rawValue) — \(ExceptionWords.rule(template)[language])",
            "\(language == .ko ? "뷰" : "View"): "
                + (recognition.viewIsKnown ? exception.view.className : eitherView[language])
                + (recognition.releases.map { "   iOS " + span($0)[language] } ?? ""),
            "\(language == .ko ? "불일치" : "Disagreed"): "
                + (recognition.isComplete
                    ? disagreement(exception.fact, view: exception.view)[language]
                    : (recognition.isElided ? elided(recognition) : cutOff)[language]),
            "\(language == .ko ? "흔한 원인" : "Typical cause"): \(ExceptionWords.cause(template)[language])",
            "\(language == .ko ? "고치는 법" : "Fix"): \(ExceptionWords.fix(template)[language])",
        ]
        if recognition.headAssumed {
            lines.insert("\(language == .ko ? "읽은 방식" : "Read as"): \(headAssumed[language])", at: 3)
        }
        switch attempt {
        case .reproduced(let reproduction):
            lines.append(
                language == .ko ? "재현 (실행해서 같은 문장이 나오는 것을 확인함):" : "Reproduce (run and checked to raise this text):")
            lines.append("  " + command(reproduction))
        case .failed(let failure):
            let why = recognition.isElided ? notPinned(recognition) : notReproduced(failure)
            lines.append((language == .ko ? "재현: " : "Reproduce: ") + why[language])
        }
        return lines.joined(separator: "\n")
    }

    /// What `diffstep explain` prints for every crash in a paste, in order; with several,
    /// each after a `Crash 1 of 2:` line.
    package static func reports(_ crashes: [(Recognition, Reproduction.Attempt)]) -> Localized {
        func text(_ language: Language) -> String {
            guard crashes.count > 1 else { return crashes.first.map { report($0.0, $0.1, language: language) } ?? "" }
            return crashes.enumerated().map { index, crash in
                crashHeading(index + 1, of: crashes.count)[language] + "\n"
                    + report(crash.0, crash.1, language: language)
            }.joined(separator: "\n")
        }
        return Localized(ko: text(.ko), en: text(.en))
    }

    /// The view line when the text reads the same for both views.
    static let eitherView = Localized(
        ko: "UICollectionView 또는 UITableView (두 뷰의 문장이 같습니다)",
        en: "UICollectionView or UITableView (the text is the same for both)")

    /// Why no command is offered.
    package static func notReproduced(_ failure: Reproduction.Failure) -> Localized {
        switch failure {
        case .incomplete:
            Localized(
                ko: "없음. 붙여 넣은 글에 규칙의 숫자가 다 있지 않아서, 어떤 배치인지 정할 수 없습니다.",
                en: "none. The paste does not hold all of the rule's numbers, so no one batch is pinned down.")
        case .notModelled:
            Localized(
                ko: "없음. iOS 13 이후의 배치로는 (이 뷰에서) 이 문장이 나오지 않아, diffstep batch로 재현할 수 없습니다.",
                en:
                    "none. No batch on iOS 13 or later raises this text (in this view), so diffstep batch cannot reproduce it."
            )
        case .numbers:
            Localized(
                ko: "없음. 문장의 숫자를 한 배치로 만들 수 없습니다 (예: 배치 후 개수보다 많이 삽입).",
                en:
                    "none. The text's numbers cannot come from one batch (e.g. more inserted than the section holds after)."
            )
        case .differs(let raised):
            Localized(
                ko: "없음. 만든 명령을 실행했더니 "
                    + (raised.map { "다른 문장이 나왔습니다: '\($0)'" } ?? "예외가 나오지 않았습니다") + ". 그래서 내놓지 않습니다.",
                en: "none. The command built for it, run, "
                    + (raised.map { "raised another text: '\($0)'" } ?? "raised nothing") + ", so it is not offered.")
        }
    }

    /// `16.4` for one release, `14–26` for several; a range from 13 reaches back before it
    /// (the simulator starts at 13; the reference texts are older: reports from iOS 7 and 9
    /// show the same words), so it reads `13 and earlier`, `26 and earlier`.
    static func span(_ releases: ClosedRange<IOSVersion>) -> Localized {
        let (low, high) = (releases.lowerBound.rawValue, releases.upperBound.rawValue)
        if releases.lowerBound == .iOS13 {
            return Localized(
                ko: "\(high) 이하 (13 이전 보고에도 같은 문장)", en: "\(high) and earlier (reports before 13 show the same words)")
        }
        let text = low == high ? low : "\(low)–\(high)"
        return Localized(ko: text, en: text)
    }

    /// `printf 'insert 0:6\n' | diffstep batch --view collection --ios 18 --old "[6]" --new "[6]" --calls -`:
    /// the reproduction's own texts, quoted for a POSIX shell (the call lines hold only
    /// letters, digits, spaces, colons, parentheses and braces, so `printf` copies them as they are).
    package static func command(_ reproduction: Reproduction) -> String {
        let calls = reproduction.callLines.map { $0 + "\\n" }.joined()
        return
            "printf '\(calls)' | diffstep batch --view \(reproduction.view.rawValue) --ios \(reproduction.ios.rawValue)"
            + " --old \"\(reproduction.oldText)\" --new \"\(reproduction.newText)\" --calls -"
    }
}
