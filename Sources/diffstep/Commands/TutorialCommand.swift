import ArgumentParser
import Lessons
import Storyboard

/// `diffstep tutorial` (and bare `diffstep`): every lesson in order, resuming where the
/// learner stopped; when the output is not a terminal, lesson 1 printed.
struct TutorialCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "tutorial",
        abstract: HelpWords.pick(TutorialCommandHelp.abstract)
    )

    @Flag(
        name: .long,
        help: .words(TutorialCommandHelp.reset))
    var reset = false

    @OptionGroup var language: LanguageOption
    @OptionGroup var stepper: StepperOptions

    func run(_ console: Console) throws {
        let store = ProgressStore(console: console)
        if reset { store.reset() }
        let presenter = FramePresenter(options: stepper, console: console)
        let tutorial = Tutorial()
        guard console.isInteractive else {
            let first = tutorial.lessons[0]
            try presenter.present(first.frames, headings: Tutorial.headings(first, of: tutorial.lessons.count))
            return
        }
        var progress = store.load() ?? TutorialProgress(lesson: tutorial.lessons[0].id)
        let start = tutorial.index(of: progress)
        let end = try presenter.present(tutorial.frames, headings: tutorial.headings, start: start) { index in
            progress = tutorial.progress(at: index, after: progress)
        }
        progress = tutorial.progress(at: end.index, after: progress)
        store.save(progress)
        try end.finish()
    }
}
