import BatchUpdates
import Storyboard

/// Judges a snapshot answer with the BatchUpdates simulator: the batch UIKit performs for
/// the script's last `apply` (compact calls, compared call by call), `reloadData`, or the
/// exception that apply raises.
struct SnapshotJudge {
    var script: String
    var release: UIKitRelease

    /// What the last `apply` does.
    enum Outcome: Equatable {
        /// A batch, as one compact call per index path or section (`delete 1:0`).
        case batch([String])
        /// UIKit reloads the whole view instead of animating.
        case reloadData
        /// UIKit raises (or logs) this text.
        case raised(String)
    }

    /// Runs the script and reads the outcome of its last line.
    func outcome() throws(GradingError) -> Outcome {
        let parsed: SnapshotScript
        do {
            parsed = try SnapshotScript(parsing: script)
        } catch {
            throw .badSubmission(line: nil, reason: BatchErrorWords.localizedInAnswer(error))
        }
        switch parsed.run(release: release).last?.outcome {
        case .applied(let result, _):
            if case .reloadData = result.mode { return .reloadData }
            return .batch(SnapshotJudge.calls(result.batch.batchUpdate.updates))
        case .raised(let error):
            return .raised(error.description)
        case .unavailable(let needed):
            return .raised("apply needs iOS \(needed.rawValue)")
        case .edited, nil:
            return .batch([])
        }
    }

    /// One judgement for the student's text.
    func judgement(_ text: String) throws(GradingError) -> Judgement {
        let expected = try outcome()
        let trimmed = Substring(text).trimmed
        if ["reloaddata", "reloaddata()"].contains(trimmed.lowercased()) {
            return compare(.reloadData, expected)
        }
        if Answer.isNone(trimmed) { return compare(.batch([]), expected) }
        do throws(BatchError) {
            let calls = try CallParser.parse(text)
            return compare(.batch(SnapshotJudge.calls(calls.batches.flatMap(\.updates))), expected)
        } catch {
            // Not calls: an exception's message, when the apply raises one.
            guard case .raised = expected else {
                let words = BatchErrorWords.localizedInAnswer(error)
                throw .badSubmission(
                    line: nil,
                    reason: Localized(ko: "호출을 읽을 수 없습니다: \(words.ko)", en: "cannot read the calls: \(words.en)"))
            }
            return compare(.raised(String(trimmed)), expected)
        }
    }

    private func compare(_ answer: Outcome, _ expected: Outcome) -> Judgement {
        switch (answer, expected) {
        case (.batch(let written), .batch(let performed)):
            return SnapshotJudge.compare(written, performed)
        case (.reloadData, .reloadData):
            return right(
                Localized(
                    ko: "맞습니다: UIKit은 애니메이션 없이 reloadData를 합니다.",
                    en: "Right: UIKit calls reloadData instead of animating."))
        case (.raised(let predicted), .raised(let message))
        where BatchJudge.normalized(predicted) == BatchJudge.normalized(message):
            return right(Localized(ko: "맞습니다: \(message)", en: "Right: \(message)"))
        default:
            return Judgement(id: "apply", earned: 0, of: 1, feedback: SnapshotJudge.truth(expected))
        }
    }

    private func right(_ feedback: Localized) -> Judgement {
        Judgement(id: "apply", earned: 1, of: 1, feedback: feedback)
    }

    /// Calls compared as sets: credit is the share of calls in both among calls in either,
    /// so a missing call and an extra one each cost the same.
    static func compare(_ written: [String], _ performed: [String]) -> Judgement {
        let mine = Set(written)
        let truth = Set(performed)
        let both = mine.intersection(truth).count
        let either = mine.union(truth).count
        guard both < either else {
            return Judgement(
                id: "apply", earned: 1, of: 1,
                feedback: Localized(ko: "맞습니다: UIKit이 수행하는 배치 그대로입니다.", en: "Right: exactly the batch UIKit performs."))
        }
        let missing = performed.filter { !mine.contains($0) }
        let extra = written.filter { !truth.contains($0) }
        var ko = ["\(either)개 중 \(both)개의 호출이 맞습니다."]
        var en = ["\(both) of \(either) calls are right."]
        if !missing.isEmpty {
            ko.append("빠진 호출: " + missing.joined(separator: "; ") + ".")
            en.append("Missing: " + missing.joined(separator: "; ") + ".")
        }
        if !extra.isEmpty {
            ko.append("UIKit이 하지 않는 호출: " + extra.joined(separator: "; ") + ".")
            en.append("Not performed: " + extra.joined(separator: "; ") + ".")
        }
        return Judgement(
            id: "apply", earned: both, of: either,
            feedback: Localized(ko: ko.joined(separator: " "), en: en.joined(separator: " ")))
    }

    /// What really happens, for a wrong answer.
    static func truth(_ outcome: Outcome) -> Localized {
        switch outcome {
        case .batch(let calls) where calls.isEmpty:
            Localized(ko: "이 apply는 아무것도 바꾸지 않습니다 (none).", en: "This apply changes nothing (none).")
        case .batch(let calls):
            Localized(
                ko: "UIKit이 수행하는 배치: " + calls.joined(separator: "; "),
                en: "UIKit performs: " + calls.joined(separator: "; "))
        case .reloadData:
            Localized(ko: "UIKit은 애니메이션 없이 reloadData를 합니다.", en: "UIKit calls reloadData instead of animating.")
        case .raised(let message):
            Localized(ko: "UIKit이 예외를 던집니다: \(message)", en: "UIKit raises: \(message)")
        }
    }

    /// One compact call per index path or section, in a stable order.
    static func calls(_ updates: [Update]) -> [String] {
        updates.flatMap { update -> [Update] in
            switch update {
            case .insertItems(let paths): paths.map { .insertItems([$0]) }
            case .deleteItems(let paths): paths.map { .deleteItems([$0]) }
            case .reloadItems(let paths): paths.map { .reloadItems([$0]) }
            case .insertSections(let sections): sections.map { .insertSections([$0]) }
            case .deleteSections(let sections): sections.map { .deleteSections([$0]) }
            case .reloadSections(let sections): sections.map { .reloadSections([$0]) }
            case .moveItem, .moveSection: [update]
            }
        }.map(\.compact)
    }
}
