import ArgumentParser
import BatchModel
import Render
import Storyboard
import TextIntake

/// The options `batch` and `plan` share: the data before and after, the view, the output.
struct BatchOptions: ParsableArguments {
    @Option(
        name: .long,
        help: .words(
            ko: """
                처음에 뷰가 보여 주는 데이터: "a b c d e f" 또는 "A: a b c | B: d e" (내용이 바뀐 항목은 \
                item=content); @FILE이면 파일에서 읽습니다 (항목은 공백이나 줄로 구분).
                """,
            en: """
                What the view shows before: "a b c d e f" or "A: a b c | B: d e" (item=content for changed content); \
                @FILE reads it from a file (items separated by spaces or lines).
                """))
    var old: String

    @Option(
        name: .long,
        help: .words(
            ko: "나중에 데이터 소스가 가진 데이터 (batch의 기본값: 코드가 items를 바꾼 결과).",
            en: "What the data source holds after (batch: default, what the snippet's changes to items give)."))
    var new: String?

    @Option(
        name: .long,
        help: .words(
            ko: "collection (item) 또는 table (row); batch의 기본값: 호출이 가리키는 뷰, 없으면 collection.",
            en: "collection (item) or table (row); batch default: what the calls name, else collection."))
    var view: ViewKind?

    @Option(name: .long, help: .words(ko: "text 또는 json.", en: "text or json."))
    var format: OutputFormat = .text

    @Option(
        name: .long,
        help: .words(
            ko: "색: auto, always, never (NO_COLOR와 CLICOLOR_FORCE를 따릅니다).",
            en: "auto, always or never (NO_COLOR and CLICOLOR_FORCE are honoured)."))
    var color: ColorChoice = .auto

    @Option(
        name: .long,
        help: .words(
            ko: "--old나 --new에 둘 수 있는 가장 많은 항목 수 (기본값 \(Limits.items)).",
            en: "The most items --old or --new may hold (default \(Limits.items))."))
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
