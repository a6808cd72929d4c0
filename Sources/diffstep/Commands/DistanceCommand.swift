import ArgumentParser
import DiffEngine

/// `diffstep distance SOURCE TARGET`: the edit distance alone, without building the table.
struct DistanceCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "distance",
        abstract: HelpWords.pick(DistanceCommandHelp.abstract),
        discussion: HelpWords.pick(DistanceCommandHelp.discussion))

    @OptionGroup var texts: TextPair

    @Option(
        help: .words(DistanceCommandHelp.method))
    var method: DistanceMethod = .automatic

    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        let (source, target) = try texts.texts()
        console.out(String(EditDistance.distance(from: source, to: target, unit: texts.unit, method: method)))
    }
}
