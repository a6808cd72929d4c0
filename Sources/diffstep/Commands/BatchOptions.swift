import ArgumentParser
import BatchUpdates
import Render
import Storyboard

/// The options `batch` and `plan` share: the data before and after, the view, the output.
struct BatchOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "What the view shows before: \"a b c d e f\" or \"A: a b c | B: d e\" (item=content for changed content)."
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

    @OptionGroup var language: LanguageOption

    /// `--old` read, or a usage error naming the flag.
    func oldContents() throws(CLIError) -> Contents {
        try Self.contents(old, flag: "--old")
    }

    /// `--new` read, if given.
    func newContents() throws(CLIError) -> Contents? {
        guard let new else { return nil }
        return try Self.contents(new, flag: "--new")
    }

    static func contents(_ text: String, flag: String) throws(CLIError) -> Contents {
        do {
            return try Contents(parsing: text)
        } catch {
            throw CLIError(BatchErrorWords.localized(error, file: flag))
        }
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
