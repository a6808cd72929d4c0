import ArgumentParser
import DiffEngine

/// `diffstep distance SOURCE TARGET`: the edit distance alone, without building the table.
struct DistanceCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "distance",
        abstract: HelpWords.pick(
            ko: "두 텍스트의 편집 거리를 표를 만들지 않고 출력합니다.",
            en: "Print the edit distance of two texts, without building the table."),
        discussion: HelpWords.pick(
            ko: """
                기본으로 두 배씩 넓히는 대각선 띠 안에서 비트 병렬(Myers/Hyyrö)로 계산하고, 서로 다른 토큰이 너무
                많으면 두 행으로 계산합니다.
                """,
            en: """
                Bit-parallel (Myers/Hyyrö) inside a doubling diagonal band by default; two rows when the input has too many distinct tokens.
                """))

    @OptionGroup var texts: TextPair

    @Option(
        help: .words(
            ko: "automatic, banded, bit-parallel, two-row 중 하나.", en: "automatic, banded, bit-parallel or two-row."))
    var method: DistanceMethod = .automatic

    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        let (source, target) = try texts.texts()
        console.out(String(EditDistance.distance(from: source, to: target, unit: texts.unit, method: method)))
    }
}
