import DiffEngine
import Storyboard

/// Judges an edit script by replaying it on the source, one step at a time.
///
/// Any co-optimal alignment gets full marks (its cost equals the distance); a valid but
/// longer one gets partial credit; an invalid one is told at which step it stops turning
/// the source into the target.
struct AlignmentJudge {
    var steps: [AlignmentStep]
    var table: Trace<Character>

    func judgement(longerCreditPercent: Int) -> Judgement {
        let source = table.source
        let target = table.target
        var i = 0
        var j = 0
        var cost = 0
        for (index, step) in steps.enumerated() {
            let next = source.indices.contains(i) ? source[i] : nil
            let needed = target.indices.contains(j) ? target[j] : nil
            let consumes = step.operation != .insert
            let produces = step.operation != .delete
            let problem: Localized? =
                if consumes && (next == nil || (step.from != nil && step.from != next)) {
                    Localized(
                        ko: "원본의 다음 글자는 \(quoted(next, ko: true))입니다",
                        en: "the next source letter is \(quoted(next, ko: false))")
                } else if produces && (needed == nil || (step.to != nil && step.to != needed)) {
                    Localized(
                        ko: "목표의 다음 글자는 \(quoted(needed, ko: true))입니다",
                        en: "the target needs \(quoted(needed, ko: false)) next")
                } else if step.operation == .match && next != needed {
                    Localized(
                        ko:
                            "\(Korean.phrase("'\(next.map(String.init) ?? "")'", .with)) \(Korean.phrase("'\(needed.map(String.init) ?? "")'", .topic)) 같지 않아 유지할 수 없습니다",
                        en:
                            "'\(next.map(String.init) ?? "")' and '\(needed.map(String.init) ?? "")' differ, so it cannot be kept"
                    )
                } else { nil }
            if let problem { return invalid(index, step, problem, done: j) }
            if consumes { i += 1 }
            if produces { j += 1 }
            if step.operation != .match { cost += 1 }
        }
        if i < source.count || j < target.count {
            let rest = Localized(
                ko:
                    "마지막 단계 뒤에도 원본에 \(Korean.phrase("'\(String(source[i...]))'", .subject)) 남고 목표의 \(Korean.phrase("'\(String(target[j...]))'", .subject)) 빠져 있습니다",
                en:
                    "after the last step the source still has '\(String(source[i...]))' left and the target lacks '\(String(target[j...]))'"
            )
            return Judgement(id: "alignment", earned: 0, of: 1, feedback: stops(rest))
        }
        return valid(cost: cost, longerCreditPercent: longerCreditPercent)
    }

    private func valid(cost: Int, longerCreditPercent: Int) -> Judgement {
        let distance = table.distance
        if cost == distance {
            let count = table.optimalAlignmentCount
            return Judgement(
                id: "alignment", earned: 1, of: 1,
                feedback: Localized(
                    ko: "연산 \(cost)번으로 바꾸는 최적 정렬입니다 (편집 거리 \(distance), 최적 정렬은 모두 \(count)가지). 정답!",
                    en:
                        "An optimal alignment: \(cost) operations, the edit distance is \(distance) (one of \(count) optimal alignments). Right!"
                ))
        }
        return Judgement(
            id: "alignment", earned: longerCreditPercent, of: 100,
            feedback: Localized(
                ko:
                    "올바르게 바꾸지만 연산 \(cost)번은 가장 적은 수가 아닙니다 (\(longerCreditPercent)% 점수). 대체 하나가 삭제와 삽입 둘을 대신할 수 있는지 보세요.",
                en:
                    "Valid, but \(cost) operations are not the fewest (\(longerCreditPercent)% credit). See whether one substitution can replace a delete and an insert."
            ),
            key: Localized(ko: "편집 거리: \(distance)", en: "edit distance: \(distance)"))
    }

    private func invalid(_ index: Int, _ step: AlignmentStep, _ problem: Localized, done: Int) -> Judgement {
        let made = String(table.target[..<done])
        let detail = Localized(
            ko: "\(index + 1)번째 단계 '\(step.text)'에서 멈춥니다: \(problem.ko) (여기까지 만든 목표: '\(made)')",
            en: "it stops at step \(index + 1) '\(step.text)': \(problem.en) (target built so far: '\(made)')")
        return Judgement(id: "alignment", earned: 0, of: 1, feedback: stops(detail))
    }

    private func stops(_ detail: Localized) -> Localized {
        let words = "'\(String(table.source))' → '\(String(table.target))'"
        return Localized(
            ko: "이 스크립트는 \(words) 변환을 끝내지 못합니다. " + detail.ko + ".",
            en: "This script does not turn \(words). " + detail.en + ".")
    }

    private func quoted(_ letter: Character?, ko: Bool) -> String {
        letter.map { "'\($0)'" } ?? (ko ? "없음" : "nothing")
    }
}
