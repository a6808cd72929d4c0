import BatchModel
import BatchParsing
import BatchSimulation
import DiffableSnapshots
import Storyboard

/// Judges a snapshot answer with the snapshot simulator (DiffableSnapshots): the batch UIKit performs for
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
    func outcome() throws(GradingError) -> Outcome { try run().outcome }

    /// The outcome, and the batch simulation of the apply (its before and after contents).
    func run() throws(GradingError) -> (outcome: Outcome, check: BatchSimulation?) {
        let parsed: SnapshotScript
        do {
            parsed = try SnapshotScript(parsing: script)
        } catch {
            throw .badSubmission(line: nil, reason: BatchErrorWords.localizedInAnswer(error))
        }
        switch parsed.run(release: release).last?.outcome {
        case .applied(let result, _):
            if case .reloadData = result.mode { return (.reloadData, nil) }
            return (.batch(SnapshotJudge.calls(result.batch.batchUpdate.updates)), result.check)
        case .raised(let error):
            return (.raised(error.description), nil)
        case .unavailable(let needed):
            return (.raised("apply needs iOS \(needed.rawValue)"), nil)
        case .edited, nil:
            return (.batch([]), nil)
        }
    }

    /// One judgement for the student's text.
    func judgement(_ text: String) throws(GradingError) -> Judgement {
        let (expected, check) = try run()
        let trimmed = Substring(text).trimmed
        if ["reloaddata", "reloaddata()"].contains(trimmed.lowercased()) {
            return compare(.reloadData, expected)
        }
        if Answer.isNone(trimmed) { return compare(.batch([]), expected) }
        do throws(BatchError) {
            let calls = try CallParser.parse(text)
            let updates = calls.batches.flatMap { $0.updates }
            if let check, SnapshotJudge.reachesTarget(updates, check) {
                return right(
                    Localized(
                        ko: "맞습니다: UIKit이 받아들이고 목표 상태에 도달하는 배치입니다.",
                        en: "Right: UIKit accepts this batch and it reaches the new snapshot."))
            }
            return compare(.batch(SnapshotJudge.calls(updates)), expected)
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
        where BatchCheck.normalized(predicted) == BatchCheck.normalized(message):
            return right(Localized(ko: "맞습니다: \(message)", en: "Right: \(message)"))
        default:
            return Judgement(
                id: "apply", earned: 0, of: 1,
                feedback: Localized(
                    ko: "UIKit이 이 apply에서 하는 일과 다릅니다. 두 스냅샷의 차이를 삭제(이전 위치), 삽입(이후 위치), 이동으로 나눠 보세요.",
                    en:
                        "This is not what UIKit does for this apply. Split the difference of the two snapshots into deletes (old positions), inserts (new positions) and moves."
                ),
                key: SnapshotJudge.truth(expected))
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
            ko.append("빠진 호출이 \(missing.count)개 있습니다.")
            en.append("\(missing.count) call(s) missing.")
        }
        if !extra.isEmpty {
            ko.append("UIKit이 하지 않는 호출: " + extra.joined(separator: "; ") + ".")
            en.append("Not performed: " + extra.joined(separator: "; ") + ".")
        }
        return Judgement(
            id: "apply", earned: both, of: either,
            feedback: Localized(ko: ko.joined(separator: " "), en: en.joined(separator: " ")),
            key: Localized(
                ko: "빠진 호출: " + missing.joined(separator: "; "), en: "Missing: " + missing.joined(separator: "; ")))
    }

    /// True when UIKit accepts `updates` on the apply's before state and the replay shows the
    /// after state: another valid batch than UIKit's own diff is as right.
    static func reachesTarget(_ updates: [Update], _ check: BatchSimulation) -> Bool {
        guard !updates.isEmpty else { return false }
        let batch = BatchUpdate(updates)
        let result = Simulation.run(batch, before: check.before, after: check.after, options: SimulationOptions())
        guard case .applied = result.outcome else { return false }
        return result.differences.isEmpty && result.shown == check.after
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
