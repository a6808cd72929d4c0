import BatchModel
import BatchParsing
import BatchPlanning
import BatchSimulation
import Render
import Storyboard

/// Judges `performBatchUpdates` answers with the batch simulator (BatchSimulation): UIKit's exception
/// if the batch would crash, the differing positions if it shows the wrong content.
struct BatchJudge {
    var old: [String]
    var new: [String]

    /// Simulates `text` (article Swift or the compact form) from `old` to `new`.
    func simulate(_ text: String, options: SimulationOptions = SimulationOptions()) throws(GradingError) -> Simulation {
        do {
            let script = try CallParser.parse(text, itemCount: old.count)
            guard !script.batches.isEmpty else {
                throw GradingError.badSubmission(line: nil, reason: FeedbackWords.noBatchCalls)
            }
            return try Simulation(script, old: Contents(items: old), new: Contents(items: new), options: options)
        } catch let error as BatchError {
            let words = BatchErrorWords.localizedInAnswer(error)
            throw .badSubmission(line: nil, reason: FeedbackWords.unreadableCalls(words))
        } catch let error as GradingError {
            throw error
        } catch {
            throw .badSubmission(line: nil, reason: .same(String(describing: error)))
        }
    }

    /// `no-crash` and `content` for a student's batch.
    func judgements(calls: String) throws(GradingError) -> [Judgement] {
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
        let shown = differences.prefix(5).map { difference in
            (
                item: difference.path.item, onScreen: difference.shown?.description ?? "-",
                should: difference.expected?.description ?? "-"
            )
        }
        return FeedbackWords.wrongItems(count: differences.count, shown: shown, more: differences.count > 5)
    }

    /// The answer key: a safe batch from the planner, or the exception the batch raises.
    func key(batch: String?, language: Language) -> String {
        guard let batch else {
            let plan = Plan(old: Contents(items: old), new: Contents(items: new), strategy: .single)
            return "```swift\n" + PlanSwift.render(plan, view: .collection) + "\n```"
        }
        do throws(GradingError) {
            if case .raises(let exception, _) = try simulate(batch).verdict { return "> " + exception.message }
            return FeedbackWords.noException[language]
        } catch {
            return error.message[language]
        }
    }
}
