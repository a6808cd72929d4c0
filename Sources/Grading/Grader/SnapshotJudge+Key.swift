import Judging
import Storyboard

extension SnapshotJudge {
    /// The answer key: the compact calls of the last apply, `reloadData`, `none`, or the
    /// exception's text.
    func key(language: Language) -> String {
        do throws(JudgingError) {
            switch try outcome() {
            case .batch(let calls) where calls.isEmpty:
                return FeedbackWords.nothingChanges[language]
            case .batch(let calls): return "```\n" + calls.joined(separator: "\n") + "\n```"
            case .reloadData: return "`reloadData`"
            case .raised(let message): return "> " + message
            }
        } catch {
            return error.message[language]
        }
    }
}
