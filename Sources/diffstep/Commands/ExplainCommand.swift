import ArgumentParser
import BatchSimulation
import Render
import Storyboard
import TextIntake

/// `diffstep explain`: reads a pasted UIKit exception or crash log and says what went wrong.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a UIKit batch-update exception: the rule, the numbers, the cause, the fix, a scenario.",
        discussion: """
            Give the text as an argument, with --file, or on standard input (a whole crash log \
            is fine: prefixes, addresses, wrapped lines and stack traces are skipped; bytes that \
            are not UTF-8 are replaced, and a file or input over 4 MiB is refused).

            Exit codes: 0 explained, 1 not a batch-update exception diffstep knows, 2 usage error.
            """)

    @Argument(help: "The exception text (omit to read --file or standard input).")
    var text: String?

    @Option(name: .long, help: "A file holding the text or crash log.")
    var file: String?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    @OptionGroup var language: LanguageOption

    /// The most bytes `--file` or standard input may hold (crash logs are far smaller).
    static let maxBytes = Limits.bytesPerCrashLog

    func run() throws {
        let language = language.apply()
        let input: String
        if let text {
            input = InputText.argument(text)
        } else {
            // A crash log may carry a stray byte far from the reason: it is replaced, not refused.
            let bytes = try InputText.bytes(path: file ?? "-", limit: Self.maxBytes)
            input = InputText.argument(String(decoding: bytes, as: UTF8.self))
        }
        guard let recognition = Recognition.read(input) else {
            Console.error(ExplainWords.unknown[language])
            throw ExitCode(1)
        }
        let reproduction = Reproduction.make(for: recognition)
        switch format {
        case .text: Console.out(ExplainWords.report(recognition, reproduction)[language])
        case .json: Console.out(ExplainJSON.json(recognition, reproduction).serialized())
        }
    }
}
