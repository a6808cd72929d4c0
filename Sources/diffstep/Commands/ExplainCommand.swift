import ArgumentParser
import BatchSimulation
import DiffableSnapshots
import Render
import Storyboard
import TextIntake

/// `diffstep explain`: reads a pasted UIKit exception or crash log and says what went wrong.
struct ExplainCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: HelpWords.pick(ExplainCommandHelp.abstract),
        discussion: HelpWords.pick(ExplainCommandHelp.discussion))

    @Argument(
        help: .words(ExplainCommandHelp.text)
    )
    var text: String?

    @Option(name: .long, help: .words(ExplainCommandHelp.file))
    var file: String?

    @Option(name: .long, help: .words(ExplainCommandHelp.format))
    var format: OutputFormat = .text

    @OptionGroup var language: LanguageOption

    /// The most bytes `--file` or standard input may hold (crash logs are far smaller).
    static let maxBytes = Limits.bytesPerCrashLog

    func run(_ console: Console) throws {
        let language = console.language
        let input: String
        if let text {
            guard file == nil else { throw CLIError(ExplainWords.textAndFile) }
            input = InputText.argument(text)
        } else {
            // A crash log may carry a stray byte far from the reason: it is replaced, not refused.
            let bytes = try InputText.bytes(path: file ?? "-", limit: Self.maxBytes)
            input = InputText.argument(String(decoding: bytes, as: UTF8.self))
        }
        guard input.contains(where: { !$0.isWhitespace }) else { throw CLIError(ExplainWords.nothingGiven) }
        // Every crash in the paste, in order, each with its reproduction checked (or why none).
        let crashes = Recognition.readAll(input).map { ($0, Reproduction.attempt(for: $0)) }
        if crashes.isEmpty, let crash = DataSourceCrash.read(input) {
            // A diffable data source's text, or UIKit's own: the check, the cause, the fix.
            switch format {
            case .text: console.out(DataSourceCrashWords.report(crash)[language])
            case .json: console.out(ExplainJSON.json(crash).serialized())
            }
            return
        }
        // Past the places read, a crash may stand unread: say where reading stopped.
        let stopped = Recognition.stoppedLooking(input).map(ExplainWords.stoppedLooking)
        guard !crashes.isEmpty else {
            let words = stopped ?? ExplainWords.unknown
            if format == .json { console.out(ExplainJSON.refusal(words[language]).serialized()) }
            console.error(words[language])
            throw ExitCode(1)
        }
        switch format {
        case .text: console.out(ExplainWords.reports(crashes)[language] + (stopped.map { "\n" + $0[language] } ?? ""))
        case .json: console.out(ExplainJSON.json(crashes, stoppedLooking: stopped?[language]).serialized())
        }
    }
}
