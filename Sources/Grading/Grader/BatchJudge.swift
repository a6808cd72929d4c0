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
                throw GradingError.badSubmission(
                    line: nil, reason: Localized(ko: "배치 호출이 없습니다", en: "there are no batch-update calls"))
            }
            return try Simulation(script, old: Contents(items: old), new: Contents(items: new), options: options)
        } catch let error as BatchError {
            let words = BatchErrorWords.localizedInAnswer(error)
            throw .badSubmission(
                line: nil, reason: Localized(ko: "호출을 읽을 수 없습니다: \(words.ko)", en: "cannot read the calls: \(words.en)")
            )
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
                Judgement(
                    id: "no-crash", earned: 1, of: 1,
                    feedback: Localized(ko: "크래시 없이 실행됩니다.", en: "Runs without crashing.")),
                Judgement(
                    id: "content", earned: 1, of: 1,
                    feedback: Localized(
                        ko: "화면이 new와 같습니다. 정답!", en: "The view shows exactly the new items. Right!")),
            ]
        case .raises(let exception, _):
            let crash = BatchJudge.raised(exception)
            return [
                Judgement(id: "no-crash", earned: 0, of: 1, feedback: crash, raised: exception.message),
                Judgement(
                    id: "content", earned: 0, of: 1,
                    feedback: Localized(
                        ko: "크래시가 나서 내용을 볼 수 없습니다.", en: "It crashes, so there is no content to judge.")),
            ]
        case .wrongContent(let differences):
            return [
                Judgement(
                    id: "no-crash", earned: 1, of: 1,
                    feedback: Localized(ko: "크래시 없이 실행됩니다.", en: "Runs without crashing.")),
                Judgement(
                    id: "content", earned: total - differences.count, of: total, feedback: BatchJudge.wrong(differences)
                ),
            ]
        case .reloadsData(let exception, _):
            let logged = exception.map { " (\($0.message))" } ?? ""
            return [
                Judgement(
                    id: "no-crash", earned: 1, of: 1, feedback: Localized(ko: "크래시는 없습니다.", en: "It does not crash.")),
                Judgement(
                    id: "content", earned: 0, of: 1,
                    feedback: Localized(
                        ko: "UIKit이 애니메이션 대신 reloadData로 돌아갑니다\(logged).",
                        en: "UIKit falls back to reloadData instead of animating\(logged).")),
            ]
        }
    }

    static func raised(_ exception: Exception) -> Localized {
        Localized(
            ko: "UIKit이 NSInternalInconsistencyException을 던집니다: \(exception.message)",
            en: "UIKit raises NSInternalInconsistencyException: \(exception.message)")
    }

    private static func wrong(_ differences: [ContentDifference]) -> Localized {
        let shown = differences.prefix(5).map { difference in
            let item = difference.path.item
            let onScreen = difference.shown?.description ?? "-"
            let should = difference.expected?.description ?? "-"
            return (
                ko: "\(item)번 칸: '\(onScreen)' (정답 '\(should)')",
                en: "item \(item): '\(onScreen)' instead of '\(should)'"
            )
        }
        let more = differences.count > 5 ? ", …" : ""
        return Localized(
            ko: "크래시는 없지만 \(differences.count)개 칸의 아이템이 틀립니다: " + shown.map(\.ko).joined(separator: ", ") + more,
            en: "No crash, but \(differences.count) positions show the wrong item: "
                + shown.map(\.en).joined(separator: ", ") + more)
    }

    /// The answer key: a safe batch from the planner, or the exception the batch raises.
    func key(batch: String?, language: Language) -> String {
        guard let batch else {
            let plan = Plan(old: Contents(items: old), new: Contents(items: new), strategy: .single)
            return "```swift\n" + PlanSwift.render(plan, view: .collection) + "\n```"
        }
        do throws(GradingError) {
            if case .raises(let exception, _) = try simulate(batch).verdict { return "> " + exception.message }
            return language == .ko ? "예외 없음 (none)" : "No exception (none)"
        } catch {
            return error.message[language]
        }
    }
}
