import BatchModel
import BatchPlanning
import BatchSimulation
import Judging
import Render
import Storyboard

extension BatchJudge {
    /// The answer key: a safe batch from the planner, or the exception the batch raises.
    func key(batch: String?, language: Language) -> String {
        guard let batch else {
            let plan = Plan(old: Contents(items: old), new: Contents(items: new), strategy: .single)
            return "```swift\n" + PlanSwift.render(plan, view: .collection) + "\n```"
        }
        do throws(JudgingError) {
            if case .raises(let exception, _) = try simulate(batch).verdict { return "> " + exception.message }
            return FeedbackWords.noException[language]
        } catch {
            return error.message[language]
        }
    }
}
