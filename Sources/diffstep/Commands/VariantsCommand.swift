import ArgumentParser
import Grading
import Render

extension ExerciseCommand {
    /// `diffstep exercise variants EXERCISE --roster FILE`: the class's variants side by side.
    struct Variants: ConsoleCommand {
        static let configuration = CommandConfiguration(
            abstract: HelpWords.pick(VariantsCommandHelp.variantsAbstract))

        @Argument(
            help: .exerciseFile)
        var exercise: String
        @Option(help: .words(VariantsCommandHelp.variantsFormat)) var format: ListFormat = .text
        @OptionGroup var course: CourseOptions
        @OptionGroup var language: LanguageOption

        enum ListFormat: String, ExpressibleByArgument, CaseIterable { case text, csv }

        func run(_ console: Console) throws {
            let lang = console.language
            let loaded = try course.keyed(try ExerciseCommand.load(exercise))
            guard let roster = try course.loadRoster() else {
                throw CLIError(InputWords.rosterRequired)
            }
            var rows = [["student", "name", "inputs", "difficulty"]]
            for student in roster.students {
                let variant = loaded.variant(for: student.id)
                rows.append([
                    student.id, student.name, Exercise.summary(of: variant), loaded.difficulty(of: variant)[lang],
                ])
            }
            switch format {
            case .csv: console.write(Report.csvTable(rows), to: 1)
            case .text:
                console.out(rows.map { TerminalText.escaped($0.joined(separator: "  ")) }.joined(separator: "\n"))
            }
        }
    }
}
