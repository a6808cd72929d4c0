import BatchSimulation
import DiffableSnapshots
import Storyboard
import TextIntake
import Wire

extension WebEngine {
    /// A pasted UIKit exception or crash log explained as `diffstep explain` explains it.
    ///
    /// `{"explain": what `diffstep explain --format json` prints, "report": what `diffstep
    /// explain` prints (one `Label: words` line each: rule, view, disagreement, cause, fix,
    /// scenario)}`; a text explain does not recognise gives `{"error"}` with the CLI's words.
    /// - Parameters:
    ///   - text: the exception text or the whole log.
    ///   - language: ko or en.
    /// - Complexity: O(n) in the text's length (the parser's).
    public static func explain(text: String, language: String) -> String {
        respond(language) { language throws(WebEngineError) -> JSON in
            guard text.utf8.count <= Limits.bytesPerCrashLog else {
                throw WebEngineError(EngineWords.pastedTooLong(mebibytes: Limits.bytesPerCrashLog >> 20))
            }
            guard text.contains(where: { !$0.isWhitespace }) else { throw WebEngineError(ExplainWords.nothingPasted) }
            // As the CLI takes an argument: BOM dropped, CRLF and lone CR made line ends.
            let crashes = Recognition.readAll(Intake.text(text)).map { ($0, Reproduction.attempt(for: $0)) }
            if crashes.isEmpty, let crash = DataSourceCrash.read(Intake.text(text)) {
                return .members([
                    "explain": ExplainJSON.json(crash),
                    "report": .string(DataSourceCrashWords.report(crash)[language]),
                ])
            }
            let stopped = Recognition.stoppedLooking(Intake.text(text)).map(ExplainWords.stoppedLooking)
            guard !crashes.isEmpty else { throw WebEngineError(stopped ?? ExplainWords.unknown) }
            return .members([
                "explain": ExplainJSON.json(crashes, stoppedLooking: stopped?[language]),
                "report": .string(
                    ExplainWords.reports(crashes)[language] + (stopped.map { "\n" + $0[language] } ?? "")),
            ])
        }
    }
}
