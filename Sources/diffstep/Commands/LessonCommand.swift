import ArgumentParser
import BatchParsing
import Lessons
import Render
import Storyboard

/// `diffstep lesson list` and `diffstep lesson show ID`.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: HelpWords.pick(
            ko: "레슨 목록을 보거나, 레슨 하나를 한 단계씩 봅니다.", en: "List the lessons, or step through one of them."),
        subcommands: [List.self, Show.self]
    )

    /// `diffstep lesson list`: one line per lesson.
    struct List: ConsoleCommand {
        static let configuration = CommandConfiguration(
            abstract: HelpWords.pick(ko: "레슨 목록: 번호, id, 제목, 요약.", en: "List the lessons: number, id, title, summary."))

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
            abstract: HelpWords.pick(
                ko: "레슨 하나를 한 단계씩 봅니다 (id나 번호로).", en: "Step through one lesson (by id or number)."))

        @Argument(
            help: .words(
                ko: "레슨의 id나 번호 (`diffstep lesson list`로 봅니다).",
                en: "The lesson's id or number (see `diffstep lesson list`)."))
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
