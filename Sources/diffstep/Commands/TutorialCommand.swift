import ArgumentParser
import Lessons
import Storyboard

/// `diffstep tutorial` (and bare `diffstep`): every lesson in order, resuming where the
/// learner stopped; when the output is not a terminal, lesson 1 printed.
struct TutorialCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "tutorial",
        abstract: HelpWords.pick(
            ko: "모든 레슨을 차례로 봅니다. 멈춘 곳에서 이어 갑니다 (기본 명령).",
            en: "Walk through every lesson, resuming where you left off (the default command).")
    )

    @Flag(
        name: .long,
        help: .words(ko: "진행 상황을 지우고 레슨 1부터 다시 시작합니다.", en: "Forget your progress and start again from lesson 1."))
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
