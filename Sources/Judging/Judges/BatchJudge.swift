import BatchModel
import BatchParsing
import BatchSimulation
import Storyboard

/// Judges `performBatchUpdates` answers with the batch simulator (BatchSimulation): UIKit's exception
/// if the batch would crash, the differing positions if it shows the wrong content.
package struct BatchJudge: Sendable {
    /// The items the view shows before the update.
    package var old: [String]
    /// The items the data source holds after it.
    package var new: [String]

    /// A judge of batches from `old` to `new`.
    package init(old: [String], new: [String]) {
        self.old = old
        self.new = new
    }

    /// Simulates `text` (article Swift or the compact form) from `old` to `new`.
    /// - Throws: `JudgingError.badSubmission` when the calls do not read or there are none.
    package func simulate(_ text: String, options: SimulationOptions = SimulationOptions()) throws(JudgingError)
        -> Simulation
    {
        let script: CallScript
        do throws(BatchError) {
            script = try CallParser.parse(text, itemCount: old.count)
        } catch {
            throw BatchJudge.unreadable(error)
        }
        guard !script.batches.isEmpty else { throw .badSubmission(line: nil, reason: FeedbackWords.noBatchCalls) }
        do throws(BatchError) {
            return try Simulation(script, old: Contents(items: old), new: Contents(items: new), options: options)
        } catch {
            throw BatchJudge.unreadable(error)
        }
    }

    /// Calls that do not read (or do not run on the data), placed by line and column in words.
    static func unreadable(_ error: BatchError) -> JudgingError {
        .badSubmission(line: nil, reason: FeedbackWords.unreadableCalls(BatchErrorWords.localizedInAnswer(error)))
    }

    /// `no-crash` and `content` for a student's batch.
    package func judgements(calls: String) throws(JudgingError) -> [Judgement] {
        let simulation = try simulate(calls)
        let total = max(new.count, 1)
        switch simulation.verdict {
        case .correct:
            return [
                Judgement(id: "no-crash", earned: 1, of: 1, feedback: FeedbackWords.runsWithoutCrashing),
                Judgement(id: "content", earned: 1, of: 1, feedback: FeedbackWords.showsNew),
            ]
        case .raises(let exception, _):
            let crash = FeedbackWords.raised(exception.message)
            return [
                Judgement(id: "no-crash", earned: 0, of: 1, feedback: crash, raised: exception.message),
                Judgement(id: "content", earned: 0, of: 1, feedback: FeedbackWords.crashHidesContent),
            ]
        case .wrongContent(let differences):
            return [
                Judgement(id: "no-crash", earned: 1, of: 1, feedback: FeedbackWords.runsWithoutCrashing),
                Judgement(
                    id: "content", earned: total - differences.count, of: total, feedback: BatchJudge.wrong(differences)
                ),
            ]
        case .reloadsData(let exception, _):
            let logged = exception.map { " (\($0.message))" } ?? ""
            return [
                Judgement(id: "no-crash", earned: 1, of: 1, feedback: FeedbackWords.doesNotCrash),
                Judgement(id: "content", earned: 0, of: 1, feedback: FeedbackWords.fallsBackToReload(logged: logged)),
            ]
        }
    }

    private static func wrong(_ differences: [ContentDifference]) -> Localized {
        var shown: [(item: Int, onScreen: String, should: String)] = []
        for difference in differences.prefix(5) {
            shown.append(
                (
                    item: difference.path.item, onScreen: difference.shown?.description ?? "-",
                    should: difference.expected?.description ?? "-"
                ))
        }
        return FeedbackWords.wrongItems(count: differences.count, shown: shown, more: differences.count > 5)
    }
}
