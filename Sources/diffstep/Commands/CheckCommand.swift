import ArgumentParser
import Foundation
import Grading

/// `diffstep check EXERCISE SUBMISSION_OR_FOLDER...`: grades answers with feedback.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Grade submissions of an exercise, with per-item feedback and partial credit.",
        discussion: """
            학생 답안을 채점합니다. A folder grades every file in it; the file name without its
            extension is the student id; a student with two files (kim.txt and kim.json) gets
            zero and a message naming both. Submissions are data: nothing in them runs.

            Exit codes: 0 every submission was read (whatever its score); 1 at least one
            submission could not be read, was malformed or had a second file (that student
            got zero with a message, the others were graded); 2 bad usage or a broken
            exercise file.
            """
    )

    @Argument(help: "The exercise file (Markdown with front matter).") var exercise: String
    @Argument(help: "Submission files or folders of them.") var submissions: [String]
    @Option(help: "text, json, gradescope, junit or csv.") var format: Report.Format = .text
    @Option(help: "Write the report to this file (atomically) instead of standard output.") var out: String?
    @OptionGroup var language: LanguageOption

    func run() throws {
        language.apply()
        var loaded = try ExerciseCommand.load(exercise)
        if let lang = language.lang { loaded.language = lang }
        let files = try SubmissionFiles.collect(submissions)
        let grader = Grader(exercise: loaded)
        let report = Report(exercise: loaded, results: SubmissionFiles.submissions(files).map(grader.grade))
        let text = report.rendered(format)
        if let out {
            try OutputFile.write(Array(text.utf8), to: out)
        } else {
            Console.write(text, to: 1)
        }
        if !report.everySubmissionRead { throw ExitCode(1) }
    }
}

extension Report.Format: ExpressibleByArgument {}
