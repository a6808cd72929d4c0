import BatchModel
import BatchParsing
import BatchSimulation
import DiffableSnapshots
import Practice
import Storyboard
import TextIntake

/// Judges a snapshot answer with the snapshot simulator (DiffableSnapshots): the batch UIKit performs for
/// the script's last `apply` (compact calls, compared call by call), `reloadData`, or the
/// exception that apply raises.
package struct SnapshotJudge: Sendable {
    /// The script whose last `apply` is asked about.
    package var script: String
    /// The release whose rules it runs under.
    package var release: UIKitRelease

    /// A judge of answers about `script`'s last apply under `release`.
    package init(script: String, release: UIKitRelease) {
        self.script = script
        self.release = release
    }

    /// What the last `apply` does.
    package enum Outcome: Sendable, Equatable {
        /// A batch, as one compact call per index path or section (`delete 1:0`).
        case batch([String])
        /// UIKit reloads the whole view instead of animating.
        case reloadData
        /// UIKit raises (or logs) this text.
        case raised(String)
    }

    /// Runs the script and reads the outcome of its last line.
    package func outcome() throws(JudgingError) -> Outcome { try run().outcome }

    /// The outcome, and the batch simulation of the apply (its before and after contents).
    package func run() throws(JudgingError) -> (outcome: Outcome, check: BatchSimulation?) {
        let parsed: SnapshotScript
        do throws(BatchError) {
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
    package func judgement(_ text: String) throws(JudgingError) -> Judgement {
        let (expected, check) = try run()
        let trimmed = Substring(text).trimmed
        if ["reloaddata", "reloaddata()"].contains(TextBytes.asciiLowercased(trimmed)) {
            return compare(.reloadData, expected)
        }
        if Answer.isNone(trimmed) { return compare(.batch([]), expected) }
        do throws(BatchError) {
            let calls = try CallParser.parse(text)
            let updates = calls.batches.flatMap { $0.updates }
            if let check, SnapshotJudge.reachesTarget(updates, check) {
                return right(FeedbackWords.right(FeedbackWords.reachesTarget))
            }
            return compare(.batch(SnapshotJudge.calls(updates)), expected)
        } catch {
            // Not calls: an exception's message, when the apply raises one.
            guard case .raised = expected else {
                let words = BatchErrorWords.localizedInAnswer(error)
                throw .badSubmission(line: nil, reason: FeedbackWords.unreadableCalls(words))
            }
            return compare(.raised(String(trimmed)), expected)
        }
    }

    private func compare(_ answer: Outcome, _ expected: Outcome) -> Judgement {
        switch (answer, expected) {
        case (.batch(let written), .batch(let performed)):
            return SnapshotJudge.compare(written, performed)
        case (.reloadData, .reloadData):
            return right(FeedbackWords.right(FeedbackWords.reloadsData))
        case (.raised(let predicted), .raised(let message))
        where BatchCheck.normalized(predicted) == BatchCheck.normalized(message):
            return right(FeedbackWords.right(.same(message)))
        default:
            return Judgement(
                id: "apply", earned: 0, of: 1,
                feedback: FeedbackWords.applyDiffers,
                key: SnapshotJudge.truth(expected))
        }
    }

    private func right(_ feedback: Localized) -> Judgement {
        Judgement(id: "apply", earned: 1, of: 1, feedback: feedback)
    }

    /// Calls compared as sets: credit is the share of calls in both among calls in either,
    /// so a missing call and an extra one each cost the same.
    package static func compare(_ written: [String], _ performed: [String]) -> Judgement {
        let mine = Set(written)
        let truth = Set(performed)
        let both = mine.intersection(truth).count
        let either = mine.union(truth).count
        guard both < either else {
            return Judgement(
                id: "apply", earned: 1, of: 1,
                feedback: FeedbackWords.right(FeedbackWords.exactBatch))
        }
        let missing = performed.filter { !mine.contains($0) }
        let extra = written.filter { !truth.contains($0) }
        return Judgement(
            id: "apply", earned: both, of: either,
            feedback: FeedbackWords.someCalls(right: both, of: either, missing: missing.count, extra: extra),
            key: FeedbackWords.missingCalls(missing))
    }

    /// True when UIKit accepts `updates` on the apply's before state and the replay shows the
    /// after state: another valid batch than UIKit's own diff is as right.
    package static func reachesTarget(_ updates: [Update], _ check: BatchSimulation) -> Bool {
        guard !updates.isEmpty else { return false }
        let batch = BatchUpdate(updates)
        let result = Simulation.run(batch, before: check.before, after: check.after, options: SimulationOptions())
        guard case .applied = result.outcome else { return false }
        return result.differences.isEmpty && result.shown == check.after
    }

    /// What really happens, for a wrong answer.
    package static func truth(_ outcome: Outcome) -> Localized {
        switch outcome {
        case .batch(let calls) where calls.isEmpty:
            FeedbackWords.applyChangesNothing
        case .batch(let calls):
            FeedbackWords.performs(calls)
        case .reloadData:
            FeedbackWords.reloadsData
        case .raised(let message):
            FeedbackWords.applyRaises(message)
        }
    }

    /// One compact call per index path or section, in a stable order.
    package static func calls(_ updates: [Update]) -> [String] {
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
        }.map { $0.compact }
    }
}
