import ArgumentParser
import DiffEngine
import Render
import Storyboard

/// `diffstep step SOURCE TARGET`: any edit-distance trace, one frame at a time.
struct StepCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "step",
        abstract: HelpWords.pick(
            ko: "두 텍스트의 편집 거리 표를 한 칸씩 봅니다.", en: "Step through the edit-distance table of two texts, cell by cell."),
        discussion: HelpWords.pick(
            ko: """
                인자가 없으면 kit -> kat입니다. `trace`와 같은 옵션을 받습니다. 터미널에서는 키로 움직이고,
                파이프로 보내면 출력합니다.
                """,
            en: """
                With no texts, kit -> kat. Takes the same options as `trace`; interactive on a terminal, printed when piped.
                """))

    @OptionGroup var options: TraceOptions
    @OptionGroup var language: LanguageOption
    @OptionGroup var stepper: StepperOptions

    func run(_ console: Console) throws {
        let table = try options.table(steps: true, console: console)
        let frames = table.frames(cellText: options.notation.cellText, unit: options.texts.unit)
        let title = Localized.same(options.title(table))
        let headings = StepHeading.part(title: title, count: frames.count)
        try FramePresenter(options: stepper, console: console).present(frames, headings: headings).finish()
    }
}
