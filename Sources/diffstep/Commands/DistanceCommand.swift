import ArgumentParser
import DiffEngine

/// `diffstep distance SOURCE TARGET`: the edit distance alone, without building the table.
struct DistanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "distance",
        abstract: "Print the edit distance of two texts, without building the table.",
        discussion: """
            표를 만들지 않고 편집 거리만 계산합니다 (대각선 띠 안의 비트 병렬, 또는 두 행).
            Bit-parallel (Myers/Hyyrö) inside a doubling diagonal band by default; two rows when the input has too many distinct tokens.
            """)

    @OptionGroup var texts: TextPair

    @Option(help: "automatic, banded, bit-parallel or two-row.")
    var method: DistanceMethod = .automatic

    @OptionGroup var language: LanguageOption

    func run() throws {
        language.apply()
        let (source, target) = try texts.texts()
        Console.out(String(EditDistance.distance(from: source, to: target, unit: texts.unit, method: method)))
    }
}
