import ArgumentParser
import DiffEngine
import Render

/// `diffstep diff OLD NEW`: the changes from one list to another, and how many of each kind.
struct DiffCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: HelpWords.pick(DiffCommandHelp.abstract),
        discussion: HelpWords.pick(DiffCommandHelp.discussion)
    )

    @Argument(help: .words(DiffCommandHelp.old))
    var old: String?

    @Argument(help: .words(DiffCommandHelp.new))
    var new: String?

    @Option(
        name: .long,
        help: .words(DiffCommandHelp.sourceFile, valueName: "path"))
    var sourceFile: String?

    @Option(
        name: .long,
        help: .words(DiffCommandHelp.targetFile, valueName: "path"))
    var targetFile: String?

    @Option(help: .words(DiffCommandHelp.algorithm))
    var algorithm: ListDiffAlgorithm = .heckel

    @Option(
        help: .words(DiffCommandHelp.unit))
    var unit: TokenUnit = .grapheme

    @Option(
        help: .words(DiffCommandHelp.moves))
    var moves: MoveStrategy = .optimal

    @Option(
        help: .words(DiffCommandHelp.maxCells))
    var maxCells: Int = Trace<String>.defaultMaximumCells

    @Option(help: .words(DiffCommandHelp.format))
    var format: DiffFormat = .text

    @Option(help: .words(HelpWords.color))
    var color: ColorChoice = .auto

    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        let language = console.language
        let report: ChangeReport
        switch (unit, algorithm) {
        case (.line, .heckel), (.line, .myers):
            // Lines are split, numbered and compared on the files' bytes; no String of a file.
            let (old, new) = try inputs(TextPair.body)
            report = algorithm.lineReport(old: old, new: new, moves: moves)
        default:
            let (old, new) = try inputs(TextPair.text)
            report = try algorithm.report(
                old: unit.tokens(of: old), new: unit.tokens(of: new), moves: moves, maximumCells: maxCells)
        }
        switch format {
        case .text: console.out(report.text(language: language, colors: console.colors(color)))
        case .json: console.out(report.json.serialized())
        case .summary: console.out(report.summary(language: language))
        }
    }

    /// The two texts, from the arguments or the files (a file takes the place of its argument),
    /// each read by `read` (`TextPair.text` or `TextPair.body`).
    private func inputs<Text>(
        _ read: (String?, inout [String], CLIError) throws(CLIError) -> Text
    ) throws(CLIError) -> (Text, Text) {
        var given = [old, new].compactMap { $0 }
        let old = try read(sourceFile, &given, Self.missing("OLD"))
        let new = try read(targetFile, &given, Self.missing("NEW"))
        guard given.isEmpty else {
            throw CLIError(InputWords.tooManyLists)
        }
        return (old, new)
    }

    private static func missing(_ name: String) -> CLIError {
        CLIError(InputWords.missingList(name))
    }
}

extension MoveStrategy: ExpressibleByArgument {}
