import ArgumentParser
import BatchParsing
import Lessons
import Render
import Storyboard

/// `diffstep lesson list` and `diffstep lesson show ID`.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: HelpWords.pick(LessonCommandHelp.abstract),
        subcommands: [List.self, Show.self]
    )

    /// `diffstep lesson list`: one line per lesson.
    struct List: ConsoleCommand {
        static let configuration = CommandConfiguration(
            abstract: HelpWords.pick(LessonCommandHelp.listAbstract))

        @OptionGroup var language: LanguageOption

        func run(_ console: Console) {
            let lang = console.language
            let lessons = Curriculum.lessons()
            let idWidth = lessons.map { TerminalText.width($0.id) }.max() ?? 0
            let numberWidth = String(lessons.map(\.number).max() ?? 0).count
            for lesson in lessons {
                let number =
                    String(repeating: " ", count: numberWidth - String(lesson.number).count)
                    + String(lesson.number)
                let id = TerminalText.padded(lesson.id, to: idWidth)
                console.out("\(number)  \(id)  \(lesson.title[lang]) — \(lesson.summary[lang])")
            }
        }
    }

    /// `diffstep lesson show ID`: the lesson in the stepper, or printed when piped.
    struct Show: ConsoleCommand {
        static let configuration = CommandConfiguration(
            abstract: HelpWords.pick(LessonCommandHelp.showAbstract))

        @Argument(
            help: .words(LessonCommandHelp.showId))
        var id: String

        @OptionGroup var language: LanguageOption
        @OptionGroup var stepper: StepperOptions

        func run(_ console: Console) throws {
            guard let lesson = Curriculum.lesson(named: id) else {
                let near = NearestName.suggestion(for: id, among: Curriculum.lessons().map(\.id))
                throw CLIError(InputWords.noSuchLesson(id, near: near))
            }
            let headings = Tutorial.headings(lesson, of: Curriculum.lessons().count)
            try FramePresenter(options: stepper, console: console).present(lesson.frames, headings: headings).finish()
        }
    }
}
