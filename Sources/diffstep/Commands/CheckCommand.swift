import ArgumentParser
import Foundation
import Grading

/// `diffstep check EXERCISE SUBMISSION_OR_FOLDER...`: grades answers with feedback.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Grade submissions of an exercise, with per-item feedback and partial credit.",
        discussion: """
            학생 답안을 채점합니다. A folder may be flat (kim.txt), one folder per student, or an
            LMS export (Gradescope with submission_metadata.yml, Canvas, Moodle); the student is
            found from --roster, the LMS's metadata or the file name (NFC, case folded,
            trimmed). Links, devices and oversized files are refused, never followed. A
            student with two files gets zero and a message naming both; a roster student with
            no file gets zero and "no submission". Submissions are data: nothing in them runs.

            Exit codes: 0 every submission was read (whatever its score); 1 at least one
            submission could not be read, was missing, ambiguous or had a second file (the
            others were graded); 2 bad usage, a broken exercise, roster or missing secret.
            """
    )

    @Argument(help: "The exercise file (Markdown with front matter).") var exercise: String
    @Argument(help: "Submission files or folders of them.") var submissions: [String]
    @Option(help: "text, json, gradescope, prairielearn, junit or csv.") var format: Report.Format = .text
    @Option(help: "Write the report to this file (atomically) instead of standard output.") var out: String?
    @Option(help: ArgumentHelp("Also write the class report: FILE.html and FILE.json.", valueName: "file"))
    var report: String?
    @Option(
        help: ArgumentHelp(
            "Gradescope's submission_metadata.json: grade the folder as ONE submission of that student.",
            valueName: "file"))
    var gradescopeMetadata: String?
    @Option(
        help: ArgumentHelp(
            "Grade the files or folder as ONE submission of this student (PrairieLearn, a single upload).",
            valueName: "id"))
    var student: String?
    @OptionGroup var course: CourseOptions
    @OptionGroup var language: LanguageOption

    func run() throws {
        language.apply()
        var loaded = try course.keyed(try ExerciseCommand.load(exercise))
        if let lang = language.lang { loaded.language = lang }
        let grader = Grader(exercise: loaded)
        var result: Report
        if let gradescopeMetadata {
            result = try AutograderRun.report(
                grader: grader, folder: submissions, metadata: gradescopeMetadata)
        } else if let student {
            let files = try SubmissionWalk.collect(submissions).files
            result = Report(
                exercise: loaded, results: [grader.grade(ClassIntake.single(student: student, files: files))])
        } else {
            let found = try SubmissionWalk.collect(submissions)
            let intake = ClassIntake(files: found.files, roster: try course.loadRoster(), export: found.export)
            result = Report(exercise: loaded, results: intake.submissions.map(grader.grade))
            result.notes = intake.notes
        }
        let text = result.rendered(format)
        if let out {
            try OutputFile.write(Array(text.utf8), to: out)
        } else {
            Console.write(text, to: 1)
        }
        if let report {
            try OutputFile.write(Array(result.classReportHTML().utf8), to: report + ".html")
            try OutputFile.write(Array(result.classReportJSON().utf8), to: report + ".json")
        }
        if !result.everySubmissionRead { throw ExitCode(1) }
    }
}

extension Report.Format: ExpressibleByArgument {}
