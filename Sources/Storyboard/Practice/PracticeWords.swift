import BatchModel
import BatchSimulation
import DiffEngine
import Practice

/// The words of the site's practice questions: the question, and for an answer the verdict
/// with its reason (the three neighbours and the arithmetic, or the counts UIKit adds up).
package enum PracticeWords {
    /// The question for a problem.
    package static func question(_ problem: PracticeProblem) -> Localized {
        switch problem {
        case .table(.operation, _, _, let row, let column, _):
            return Localized(
                ko: "경로는 \(row)행 \(column)열 칸에 어떤 연산으로 들어올까요?",
                en: "Which operation does the path take into the cell at row \(row), column \(column)?")
        case .table(_, _, _, let row, let column, _):
            return Localized(
                ko: "\(row)행 \(column)열, 강조한 칸에는 무엇이 들어갈까요?",
                en: "What goes in the highlighted cell (row \(row), column \(column))?")
        case .batch:
            return Localized(
                ko: "이 배치는 크래시가 날까요? 난다면 어떤 메시지일까요?",
                en: "Does this batch crash, and with which message?")
        }
    }

    /// `min(up 2 + 1, left 1 + 1, diagonal 1 + 1 ('i' ≠ 'a')) = 2`.
    package static func arithmetic(_ facts: CellFacts) -> Localized {
        let sign = facts.same ? "=" : "≠"
        let plus = facts.same ? 0 : 1
        let pair = "'\(facts.source)' \(sign) '\(facts.target)'"
        return Localized(
            ko:
                "min(위 \(facts.up) + 1, 왼쪽 \(facts.left) + 1, 대각선 \(facts.diagonal) + \(plus) (\(pair))) = \(facts.value)",
            en:
                "min(up \(facts.up) + 1, left \(facts.left) + 1, diagonal \(facts.diagonal) + \(plus) (\(pair))) = \(facts.value)"
        )
    }

    /// The verdict on a table question, with its reason.
    package static func verdict(_ verdict: TableVerdict, kind: PracticeKind) -> Localized {
        kind == .operation ? operationVerdict(verdict) : cellVerdict(verdict)
    }

    private static func cellVerdict(_ verdict: TableVerdict) -> Localized {
        let facts = verdict.facts
        let rule = arithmetic(facts)
        switch verdict.result {
        case .unreadable:
            return Localized(
                ko: "숫자(또는 '2i 1d' 표기)를 쓰세요.", en: "Write a number (or the notation '2i 1d').")
        case .shown:
            return Localized(ko: "답: \(rule.ko).", en: "The answer: \(rule.en).")
        case .right:
            return Localized(ko: "맞습니다: \(rule.ko).", en: "Right: \(rule.en).")
        case .wrong:
            let given = verdict.givenValue.map { String($0) } ?? "?"
            var words = Localized(
                ko: "\(Korean.phrase(given, .subject)) 아닙니다. 이 칸은 \(rule.ko)입니다.",
                en: "Not \(given). This cell is \(rule.en).")
            if let slip = verdict.slip {
                let reason = slipWords(slip, facts)
                words.ko += " " + reason.ko
                words.en += " " + reason.en
            }
            return words
        }
    }

    /// What a wrong value that follows a known wrong rule did.
    static func slipWords(_ slip: CellSlip, _ facts: CellFacts) -> Localized {
        switch slip {
        case .freeSubstitution:
            Localized(
                ko:
                    "\(Korean.phrase("'\(facts.source)'", .with)) \(Korean.phrase("'\(facts.target)'", .topic)) 다른 글자라 대각선에서 오면 1을 더합니다.",
                en: "'\(facts.source)' and '\(facts.target)' differ, so coming from the diagonal costs 1 more.")
        case .chargedMatch:
            Localized(
                ko: "두 글자가 같으면 대각선 값을 그대로 가져옵니다 (+0).",
                en: "Equal letters copy the diagonal as it is (+0).")
        case .substitutionAsTwo:
            Localized(
                ko: "대체는 삭제 + 삽입(2)이 아니라 연산 하나(1)입니다.",
                en: "A substitution is one operation (1), not a delete plus an insert (2).")
        case .forgotPlusOne:
            Localized(
                ko: "가장 작은 이웃을 고른 뒤 그리로 오는 연산 1을 더해야 합니다.",
                en: "After taking the smallest neighbour, add the 1 the step from it costs.")
        case .offByOne:
            Localized(ko: "하나 차이입니다: 세 후보를 다시 더해 보세요.", en: "Off by one: add up the three candidates again.")
        }
    }

    /// `left 1 + 1 = 2` for the step an operation takes into the cell.
    static func candidate(_ operation: EditOperation, _ facts: CellFacts) -> Localized {
        switch operation {
        case .insert:
            Localized(ko: "왼쪽 \(facts.left) + 1 = \(facts.left + 1)", en: "left \(facts.left) + 1 = \(facts.left + 1)")
        case .delete: Localized(ko: "위 \(facts.up) + 1 = \(facts.up + 1)", en: "up \(facts.up) + 1 = \(facts.up + 1)")
        case .match, .substitute:
            Localized(
                ko: "대각선 \(facts.diagonal) + \(facts.same ? 0 : 1) = \(facts.diagonalCost)",
                en: "diagonal \(facts.diagonal) + \(facts.same ? 0 : 1) = \(facts.diagonalCost)")
        }
    }

    private static func operationVerdict(_ verdict: TableVerdict) -> Localized {
        let facts = verdict.facts
        let chosen = facts.chosen
        let reason = Localized(
            ko: "이 칸은 \(arithmetic(facts).ko): \(candidate(chosen, facts).ko), 그래서 \(chosen.name.ko)입니다.",
            en: "This cell is \(arithmetic(facts).en): \(candidate(chosen, facts).en), so: \(chosen.name.en).")
        switch verdict.result {
        case .unreadable:
            return Localized(
                ko: "일치, 대체, 삽입, 삭제 중 하나를 고르세요.", en: "Choose match, substitute, insert or delete.")
        case .shown:
            return Localized(ko: "답: \(reason.ko)", en: "The answer: \(reason.en)")
        case .right:
            guard let given = verdict.givenOperation, given != chosen else {
                return Localized(ko: "맞습니다. \(reason.ko)", en: "Right. \(reason.en)")
            }
            return Localized(
                ko:
                    "맞습니다: \(candidate(given, facts).ko)도 가장 작은 값입니다. 동점이면 \(facts.tieBreak.rawValue) 규칙이 \(Korean.phrase(chosen.name.ko, .object)) 고르지만, \(given.name.ko)도 최적 경로입니다.",
                en:
                    "Right: \(candidate(given, facts).en) is as small. On a tie the \(facts.tieBreak.rawValue) rule takes \(chosen.name.en), but \(given.name.en) is an optimal path too."
            )
        case .wrong:
            guard let given = verdict.givenOperation else { return reason }
            if given == .match || given == .substitute,
                facts.operations.contains(.match) || facts.operations.contains(.substitute)
            {
                // The diagonal is right; the learner named the wrong kind of diagonal step.
                let sign = facts.same ? "=" : "≠"
                return Localized(
                    ko:
                        "\(Korean.phrase(given.name.ko, .subject)) 아닙니다: '\(facts.source)' \(sign) '\(facts.target)'. \(reason.ko)",
                    en: "Not \(given.name.en): '\(facts.source)' \(sign) '\(facts.target)'. \(reason.en)")
            }
            return Localized(
                ko:
                    "\(Korean.phrase(given.name.ko, .subject)) 아닙니다: \(Korean.phrase(candidate(given, facts).ko, .direction)) \(facts.value)보다 큽니다. \(reason.ko)",
                en: "Not \(given.name.en): \(candidate(given, facts).en), more than \(facts.value). \(reason.en)")
        }
    }

    /// The verdict on a batch question, with the counts UIKit adds up or the rule it applies.
    package static func verdict(_ verdict: BatchVerdict) -> Localized {
        let reason: Localized
        if let raised = verdict.raised {
            let why = ExplainWords.disagreement(raised.fact, view: raised.view)
            reason = Localized(
                ko: "크래시가 납니다. \(why.ko) UIKit의 메시지: \(raised.message)",
                en: "It crashes. \(why.en) UIKit says: \(raised.message)")
        } else {
            let c = verdict.counts
            let expected = c.expected(from: verdict.before)
            reason = Localized(
                ko:
                    "크래시가 나지 않습니다: 섹션 0은 \(verdict.before) + \(c.inserted) - \(c.deleted) + \(c.movedIn) - \(c.movedOut) = \(expected)이고 데이터 소스도 배치 후 \(Korean.phrase(String(verdict.after), .object)) 돌려주며, 모든 인덱스가 범위 안에 있습니다.",
                en:
                    "It runs: section 0 has \(verdict.before) + \(c.inserted) - \(c.deleted) + \(c.movedIn) - \(c.movedOut) = \(expected), the data source returns \(verdict.after) after the batch, and every index is in range."
            )
        }
        switch verdict.result {
        case .right: return Localized(ko: "맞습니다. \(reason.ko)", en: "Right. \(reason.en)")
        case .shown, .unreadable: return Localized(ko: "답: \(reason.ko)", en: "The answer: \(reason.en)")
        case .wrong:
            let said =
                verdict.given == nil
                ? Localized(ko: "크래시가 없다고 답했습니다.", en: "You said it runs.")
                : verdict.raised == nil
                    ? Localized(ko: "크래시가 난다고 답했습니다.", en: "You said it crashes.")
                    : Localized(ko: "메시지가 다릅니다.", en: "The message differs.")
            return Localized(ko: "틀렸습니다. \(said.ko) \(reason.ko)", en: "Not quite. \(said.en) \(reason.en)")
        }
    }
}

extension PracticeWords {
    /// A table question on texts without a token.
    package static let needsTokens = Localized(
        ko: "두 텍스트 모두 한 글자 이상이어야 표에 물어볼 칸이 생깁니다", en: "both texts need at least one token for a cell to ask about")
    /// A check of a cell the table does not have (or with no three neighbours).
    package static let noSuchCell = Localized(
        ko: "표에 그런 칸이 없습니다 (행과 열은 1부터)", en: "the table has no such cell (rows and columns start at 1)")
}
