import ArgumentParser
import BatchModel
import Render
import Storyboard
import TextIntake

/// The options `batch` and `plan` share: the data before and after, the view, the output.
struct BatchOptions: ParsableArguments {
    @Option(
        name: .long,
        help: .words(BatchOptionsHelp.old))
    var old: String

    @Option(
        name: .long,
        help: .words(BatchOptionsHelp.new))
    var new: String?

    @Option(
        name: .long,
        help: .words(BatchOptionsHelp.view))
    var view: ViewKind?

    @Option(name: .long, help: .words(BatchOptionsHelp.format))
    var format: OutputFormat = .text

    @Option(
        name: .long,
        help: .words(HelpWords.color))
    var color: ColorChoice = .auto

    @Option(
        name: .long,
        help: .words(BatchOptionsHelp.maxItems))
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
            throw CLIError(InputWords.tooManyItems(in: flag, count: count, limit: maxItems))
        }
        return contents
    }
}

/// `--format text|json`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension ViewKind: ExpressibleByArgument {}
extension IOSVersion: ExpressibleByArgument {
    /// `--ios 17.2` is iOS 17, `--ios 27` takes 26's rules (`IOSVersion(release:)`).
    public init?(argument: String) { self.init(release: argument) }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
extension ColorChoice: ExpressibleByArgument {}
extension SimulationOptions.MessageStyle: ExpressibleByArgument {}
extension SimulationOptions.CountMessage: ExpressibleByArgument {}
extension SimulationOptions.Platform: ExpressibleByArgument {}
