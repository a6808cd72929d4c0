import ArgumentParser
import Grading
import Render
import Storyboard

/// `diffstep exercise variant|key`: a student's task and its answer key.
struct ExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: HelpWords.pick(ExerciseCommandHelp.abstract),
        discussion: HelpWords.pick(ExerciseCommandHelp.discussion),
        subcommands: [Variant.self, Key.self, Variants.self, AutograderCommand.self]
    )

    /// `diffstep exercise variant EXERCISE --student ID`.
    struct Variant: ConsoleCommand {
        static let configuration = CommandConfiguration(
            abstract: HelpWords.pick(ExerciseCommandHelp.variantAbstract))

        @Argument(
            help: .exerciseFile)
        var exercise: String
        @Option(
            help: .words(ExerciseCommandHelp.variantStudent)) var student: String?
        @Option(help: .words(ExerciseCommandHelp.variantFormat)) var format: HandoutFormat = .text
        @OptionGroup var course: CourseOptions
        @OptionGroup var language: LanguageOption

        func run(_ console: Console) throws {
            var loaded = try ExerciseCommand.load(exercise)
            let roster = try course.loadRoster()
            if student != nil || roster != nil { loaded = try course.keyed(loaded) }
            let lang = language.lang ?? loaded.language
            let students = roster?.students.map { ($0.id, $0.name) } ?? [student].compactMap { $0 }.map { ($0, "") }
            let pages =
                students.isEmpty
                ? [loaded.handoutMarkdown(language: lang, student: nil)]
                : students.map { loaded.handoutMarkdown(language: lang, student: $0.0, name: $0.1) }
            switch format {
            case .text: console.out(ExerciseCommand.escapedLines(pages.joined(separator: "\n---\n\n")))
            case .markdown: console.out(pages.joined(separator: "\n---\n\n"))
            case .html:
                console.out(try HandoutPage.html(pages: pages, title: loaded.title[lang], language: lang))
            }
        }
    }

    /// `diffstep exercise key EXERCISE --student ID`.
    struct Key: ConsoleCommand {
        static let configuration = CommandConfiguration(
            abstract: HelpWords.pick(ExerciseCommandHelp.keyAbstract))

        @Argument(
            help: .exerciseFile)
        var exercise: String
        @Option(help: .words(ExerciseCommandHelp.keyStudent)) var student: String
        @OptionGroup var course: CourseOptions
        @OptionGroup var language: LanguageOption

        func run(_ console: Console) throws {
            let loaded = try course.keyed(try ExerciseCommand.load(exercise))
            let key = loaded.answerKey(for: student, language: language.lang ?? loaded.language)
            console.out(ExerciseCommand.escapedLines(key))
        }
    }

    /// Text for a terminal: each line escaped, the line breaks kept.
    static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.escaped(String($0)) }.joined(separator: "\n")
    }

    /// Loads an exercise, turning its error into the CLI's one-line message.
    static func load(_ path: String) throws(CLIError) -> Exercise {
        do throws(GradingError) {
            return try ExerciseFile.load(path: path)
        } catch {
            throw CLIError(error.message)
        }
    }
}

/// How `exercise variant` writes the handout.
enum HandoutFormat: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, html
}
