import Foundation
import Grading

/// One Gradescope autograder run: the submission folder is ONE submission of the student
/// named in `submission_metadata.json`, late by the LMS's submission time.
enum AutograderRun {
    /// The report of the one submission.
    /// - Throws: `CLIError` when the metadata or the folder cannot be read.
    static func report(
        grader: Grader, folder: [String], metadata: String, roster: Roster?, console: Console
    ) throws(CLIError) -> Report {
        guard folder.count == 1, let root = folder.first else {
            throw CLIError(FolderWords.oneSubmissionFolder)
        }
        let meta: AutograderMetadata
        let text = try InputText.read(path: metadata)
        do throws(GradingError) {
            meta = try AutograderMetadata(json: text, file: metadata)
        } catch {
            throw CLIError(error.message)
        }
        var submission = ClassIntake.autograder(meta, files: SubmissionWalk.files(in: root), roster: roster)
        if case .failure(let problem) = submission.content, case .unmatched = problem {
            // The instructor's view: Gradescope shows the run's output to staff only.
            console.write(problem.message.en + "\n", to: 2)
        }
        if let roster, meta.users.count > 1, case .success = submission.content {
            // The instructor's view: a group shares one score, each member's sheet is named.
            let members = meta.users.map { roster.identify($0.candidates) }
            let sheets = members.compactMap { try? $0.get() }.map { grader.exercise.variant(for: $0.id) }
            let note = IdentityWords.groupNote(
                gradedAs: submission.student, members: members, sameSheets: sheets.allSatisfy { $0 == sheets.first })
            console.write(note.en + "\n", to: 2)
        }
        submission.time = SubmissionTime(submittedAt: meta.submittedAt, extendedDue: meta.extendedDue)
        let result = grader.grade(submission)
        return Report(exercise: grader.exercise, results: [result])
    }
}
