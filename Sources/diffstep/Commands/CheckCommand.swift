import ArgumentParser
import Foundation
import Grading

/// `diffstep check EXERCISE SUBMISSION_OR_FOLDER...`: grades answers with feedback.
struct CheckCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: HelpWords.pick(CheckCommandHelp.abstract),
        discussion: HelpWords.pick(CheckCommandHelp.discussion)
    )

    @Argument(
        help: .exerciseFile
    ) var exercise: String
    @Argument(help: .words(CheckCommandHelp.submissions)) var submissions: [String]
    @Option(
        help: .words(CheckCommandHelp.format)) var format: Report.Format = .text
    @Option(
        help: .words(CheckCommandHelp.out)) var out: String?
    @Option(
        help: .words(
            CheckCommandHelp.report,
            valueName: "file"))
    var report: String?
    @Option(
        help: .words(
            CheckCommandHelp.gradescopeMetadata,
            valueName: "file"))
    var gradescopeMetadata: String?
    @Option(
        help: .words(
            CheckCommandHelp.student,
            valueName: "id"))
    var student: String?
    @Option(
        help: .words(
            CheckCommandHelp.extensions,
            valueName: "file"))
    var extensions: String?
    @Option(
        help: .words(
            CheckCommandHelp.worksheet,
            valueName: "file"))
    var worksheet: String?
    @Option(
        help: .words(
            CheckCommandHelp.groups,
            valueName: "file"))
    var groups: String?
    @Flag(
        help: .words(CheckCommandHelp.gradeWrittenVariant))
    var gradeWrittenVariant = false
    @OptionGroup var course: CourseOptions
    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        var loaded = try course.keyed(try ExerciseCommand.load(exercise))
        if let lang = language.lang { loaded.language = lang }
        let roster = try course.loadRoster()
        var grader = Grader(exercise: loaded)
        if gradeWrittenVariant {
            guard let roster else {
                throw CLIError(InputWords.writtenVariantNeedsRoster)
            }
            grader.allowWrittenVariants(of: roster.students.map(\.id))
        }
        var result: Report
        if let gradescopeMetadata {
            result = try AutograderRun.report(
                grader: grader, folder: submissions, metadata: gradescopeMetadata, roster: roster, console: console)
        } else if let student {
            let files = try SubmissionWalk.collect(submissions).files
            var submission = ClassIntake.single(student: student, files: files)
            // With a roster, the id given is matched like any other: `123` grades as `000123`.
            switch roster?.identify([student]) {
            case .success(let row)?:
                submission = ClassIntake.single(student: row.id, files: files)
                submission.name = row.name
            case .failure(let unmatched)?: submission = Submission(student: student, problem: .unmatched(unmatched))
            case nil: break
            }
            result = Report(exercise: loaded, results: [grader.grade(submission)])
        } else {
            let found = try SubmissionWalk.collect(submissions)
            let zone = loaded.late?.zoneOffset ?? 0
            let intake = ClassIntake(
                files: found.files, roster: roster, export: found.export,
                extensions: try loadExtensions(zone: zone, found: found), groups: try loadGroups())
            result = Report(exercise: loaded, results: intake.submissions.map(grader.grade))
            // A worksheet found among the submissions is read for times, said so.
            result.notes =
                found.worksheets.map { .ignored(path: ($0.path as NSString).lastPathComponent, reason: .worksheet) }
                + intake.notes
            if roster == nil { result.noteKeyedWithoutRoster() }
        }
        let text = result.rendered(format)
        if let out {
            try OutputFile.write(Array(text.utf8), to: out)
        } else {
            console.write(text, to: 1)
        }
        if let report {
            try OutputFile.write(Array(result.classReportHTML().utf8), to: report + ".html")
            try OutputFile.write(Array(result.classReportJSON().utf8), to: report + ".json")
        }
        if !result.everySubmissionRead { throw ExitCode(1) }
    }
}

extension CheckCommand {
    /// The `--extensions` file and Moodle's worksheet (`--worksheet`, or found in the
    /// submissions folder), their rows together; nil without either.
    func loadExtensions(zone: Int, found: SubmissionWalk.Found) throws(CLIError) -> Extensions? {
        var all: Extensions? = nil
        let named = [extensions, worksheet].compactMap { $0 }.map { (path: $0, text: Optional<String>.none) }
        for (path, given) in named + found.worksheets.map({ (path: $0.path, text: Optional($0.text)) }) {
            let text: String
            if let given { text = given } else { text = try InputText.read(path: path) }
            do throws(GradingError) {
                let read = try Extensions(csv: text, file: path, zoneOffset: zone)
                if all == nil { all = read } else { all?.rows += read.rows }
            } catch {
                throw CLIError(error.message)
            }
        }
        return all
    }

    /// The `--groups` file, nil without one.
    func loadGroups() throws(CLIError) -> GroupList? {
        guard let groups else { return nil }
        let text = try InputText.read(path: groups)
        do throws(GradingError) {
            return try GroupList(csv: text)
        } catch {
            throw CLIError(error.message)
        }
    }
}

extension Report.Format: ExpressibleByArgument {}
