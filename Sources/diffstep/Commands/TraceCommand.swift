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

    @OptionGroup var options: TraceOptions

    @Option(help: "text (the table), json (the stable contract) or summary (distance and path length).")
    var format: TraceFormat = .text

    @Option(help: "Colours: auto, always or never (auto follows NO_COLOR, FORCE_COLOR and the terminal).")
    var color: ColorChoice = .auto

    @OptionGroup var language: LanguageOption

    func run() throws {
        let language = language.apply()
        let trace = try options.trace()
        switch format {
        case .summary:
            Console.out("distance \(trace.distance)\npath \(trace.path.count)")
        case .json:
            Console.out(trace.json(unit: options.texts.unit).serialized())
        case .text:
            let table = TraceTable(labels: options.notation, color: Console.colors(color), language: language)
            Console.out(table.render(trace))
        }
    }
}
