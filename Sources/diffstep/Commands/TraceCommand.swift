import ArgumentParser
import DiffEngine
import Render
import Storyboard

/// `diffstep trace SOURCE TARGET`: the whole Wagner-Fischer table with its path.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Show the edit-distance table of two texts, with the path it takes.",
        discussion: """
            편집 거리 표와 경로를 보여 줍니다. 인자가 없으면 kit -> kat 예제를 보여 줍니다.
            With no texts, shows the article's first example, kit -> kat.
            """)

    @OptionGroup var texts: TextPair

    @Option(help: "Which equally cheap operation the path takes: deepdiff or diagonal-first.")
    var tieBreak: TieBreak = .deepdiff

    @Option(help: "What each cell shows: cost (with the operation's letter) or ops (the article's 2i 1d).")
    var notation: CellLabel = .cost

    @Option(help: "text (the table), json (the stable contract) or summary (distance and path length).")
    var format: TraceFormat = .text

    @Option(help: "Colours: auto, always or never (auto follows NO_COLOR, FORCE_COLOR and the terminal).")
    var color: ColorChoice = .auto

    @Option(help: "The largest table to build, in cells.")
    var maxCells: Int = Trace<String>.defaultMaximumCells

    @OptionGroup var language: LanguageOption

    func run() throws {
        let language = language.apply()
        let (source, target) = try texts.tokens(fallback: ("kit", "kat"))
        let trace: Trace<String>
        do {
            trace = try Trace(source: source, target: target, tieBreak: tieBreak, maximumCells: maxCells)
        } catch {
            throw CLIError(
                error, table: Localized(ko: "표", en: "table"),
                wayOut: Localized(ko: "거리만 필요하면 `diffstep distance`를 쓰세요", en: "for the distance alone use `diffstep distance`"))
        }
        switch format {
        case .summary:
            Console.out("distance \(trace.distance)\npath \(trace.path.count)")
        case .json:
            Console.out(trace.json(unit: texts.unit).serialized())
        case .text:
            let table = TraceTable(labels: notation, color: Console.colors(color), language: language)
            Console.out(table.render(trace))
        }
    }
}
