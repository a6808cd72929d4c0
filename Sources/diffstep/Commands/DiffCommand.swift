import ArgumentParser
import DiffEngine
import Render

/// `diffstep diff OLD NEW`: the changes from one list to another, and how many of each kind.
struct DiffCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: HelpWords.pick(
            ko: "OLD에서 NEW로 가는 변경(삽입, 삭제, 이동, 갱신)을 나열합니다.",
            en: "List the changes (insert, delete, move, update) from OLD to NEW."),
        discussion: HelpWords.pick(
            ko: """
                기본으로 heckel은 가장 적은 이동을 찾습니다. --moves heckel이면 IGListKit과 DeepDiff가
                보고할 이동을 보여 줍니다.
                """,
            en: """
                heckel finds the fewest moves by default; --moves heckel shows the moves
                IGListKit and DeepDiff would report.
                """)
    )

    @Argument(help: .words(ko: "바뀌기 전 리스트.", en: "The list before."))
    var old: String?

    @Argument(help: .words(ko: "바뀐 뒤 리스트.", en: "The list after."))
    var new: String?

    @Option(
        name: .long,
        help: .words(ko: "OLD를 UTF-8 파일에서 읽습니다.", en: "Read OLD from a UTF-8 file instead.", valueName: "path"))
    var sourceFile: String?

    @Option(
        name: .long,
        help: .words(ko: "NEW를 UTF-8 파일에서 읽습니다.", en: "Read NEW from a UTF-8 file instead.", valueName: "path"))
    var targetFile: String?

    @Option(help: .words(ko: "heckel, wagner-fischer, myers 중 하나.", en: "heckel, wagner-fischer or myers."))
    var algorithm: ListDiffAlgorithm = .heckel

    @Option(
        help: .words(
            ko: "항목 하나의 단위: grapheme, scalar, jamo, word, line, item 중 하나.",
            en: "What one item is: grapheme, scalar, jamo, word, line or item."))
    var unit: TokenUnit = .grapheme

    @Option(
        help: .words(
            ko: "남는 항목 중 무엇을 옮길지 (heckel만): optimal (가장 적게) 또는 heckel.",
            en: "Which kept items move (heckel only): optimal (fewest) or heckel."))
    var moves: MoveStrategy = .optimal

    @Option(
        help: .words(ko: "wagner-fischer가 만드는 가장 큰 표의 칸 수.", en: "The largest table wagner-fischer builds, in cells."))
    var maxCells: Int = Trace<String>.defaultMaximumCells

    @Option(help: .words(ko: "text, json 또는 summary (개수만).", en: "text, json or summary (the counts only)."))
    var format: DiffFormat = .text

    @Option(help: .words(ko: "색: auto, always, never 중 하나.", en: "Colours: auto, always or never."))
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
