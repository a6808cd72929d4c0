import ArgumentParser
import BatchModel
import Render
import Storyboard
import TextIntake

/// The options `batch` and `plan` share: the data before and after, the view, the output.
struct BatchOptions: ParsableArguments {
    @Option(
        name: .long,
        help: """
            What the view shows before: "a b c d e f" or "A: a b c | B: d e" (item=content for changed content); \
            @FILE reads it from a file (items separated by spaces or lines).
            """
    )
    var old: String

    @Option(
        name: .long,
        help: "What the data source holds after (batch: default, what the snippet's changes to items give).")
    var new: String?

    @Option(name: .long, help: "collection (item) or table (row); batch default: what the calls name, else collection.")
    var view: ViewKind?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    @Option(name: .long, help: "auto, always or never (NO_COLOR and CLICOLOR_FORCE are honoured).")
    var color: ColorChoice = .auto

    @Option(name: .long, help: "The most items --old or --new may hold (default \(Limits.items)).")
    var maxItems: Int = Limits.items

    @OptionGroup var language: LanguageOption

    /// `--old` read, or a usage error naming the flag.
    func oldContents() throws(CLIError) -> Contents {
        try contents(old, flag: "--old")
    }

    /// `--new` read, if given.
    func newContents() throws(CLIError) -> Contents? {
        guard let new else { return nil }
        return try contents(new, flag: "--new")
    }

    /// The sections and items of `text` (or of the file `@PATH` names), at most `--max-items`.
    func contents(_ text: String, flag: String) throws(CLIError) -> Contents {
        var given = InputText.argument(text)
        if given.hasPrefix("@"), given.count > 1 {
            given = Intake.lines(try InputText.read(path: String(given.dropFirst()))).joined(separator: " ")
        }
        let contents: Contents
        do {
            contents = try Contents(parsing: given)
        } catch {
            throw CLIError(BatchErrorWords.localized(error, file: flag))
        }
        let count = contents.sections.reduce(0) { $0 + $1.items.count }
        guard count <= maxItems else {
            throw CLIError(
                ko: "\(flag)의 항목이 너무 많습니다: \(count)개 (한도 \(maxItems), --max-items)",
                en: "too many items in \(flag): \(count) (limit \(maxItems), --max-items)")
        }
        return contents
    }
}

/// `--format text|json`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension ViewKind: ExpressibleByArgument {}
extension IOSVersion: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension SimulationOptions.MessageStyle: ExpressibleByArgument {}
extension SimulationOptions.CountMessage: ExpressibleByArgument {}
extension SimulationOptions.Platform: ExpressibleByArgument {}
