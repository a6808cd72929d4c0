import ArgumentParser
import DiffEngine
import Render
import Storyboard

/// `diffstep step SOURCE TARGET`: any edit-distance trace, one frame at a time.
struct StepCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "step",
        abstract: HelpWords.pick(StepCommandHelp.abstract),
        discussion: HelpWords.pick(StepCommandHelp.discussion))

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
