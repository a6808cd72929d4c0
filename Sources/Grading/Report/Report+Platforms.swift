import Render
import Storyboard

extension Report {
    /// Gradescope's autograder `results.json` for ONE submission: one test per item with the
    /// item's visibility, the late-adjusted total as the top-level score. Only the feedback
    /// (reason and rule) is written, never the instructor's key note. Given several results
    /// (a class, not an autograder run) the first is written and the others are refused
    /// rather than summed.
    public func gradescope() -> String {
        guard let result = results.first else {
            return JSON.members(["score": .number(0), "output": .string(noSubmissionText), "tests": .array([])])
                .serialized() + "\n"
        }
        let tests: [JSON] = result.items.map { item in
            JSON.members([
                "name": .string(item.name[language]),
                "score": item.score.json,
                "max_score": item.maxScore.json,
                "output": .string(item.feedback[language]),
                "visibility": .string(item.visibility.rawValue),
            ])
        }
        return JSON.members([
            "score": result.score.json,
            "output": .string(([exercise.title[language]] + summary(result)).joined(separator: "\n\n")),
            "visibility": "visible",
            "stdout_visibility": "hidden",
            "tests": .array(tests),
        ]).serialized() + "\n"
    }

    /// PrairieLearn's external grader `results.json` for ONE submission: `score` in 0...1,
    /// `gradable: false` with `format_errors` when the file could not be read (no attempt
    /// charged), one test per visible item. Hidden items count in the score, unlisted.
    public func prairieLearn() -> String {
        guard let result = results.first else {
            return JSON.members(["gradable": .bool(false), "format_errors": .string(noSubmissionText)])
                .serialized() + "\n"
        }
        if let problem = result.problem {
            return JSON.members([
                "gradable": .bool(false), "score": .number(0),
                "format_errors": .string(problem.studentMessage[language]),
            ]).serialized() + "\n"
        }
        let total = result.maxScore.hundredths
        let tests: [JSON] = result.items.filter { $0.visibility == .visible }.map { item in
            JSON.members([
                "name": .string(item.name[language]),
                "points": item.score.json,
                "max_points": item.maxScore.json,
                "message": .string(item.feedback[language]),
            ])
        }
        return JSON.members([
            "gradable": .bool(true),
            "score": .number(total > 0 ? Double(result.score.hundredths) / Double(total) : 0),
            "message": .string(summary(result).joined(separator: "\n\n")),
            "tests": .array(tests),
        ]).serialized() + "\n"
    }

    private var noSubmissionText: String { GradingError.noSubmission.message[language] }

    /// Why the submission could not be read, the late penalty, and any refused extra result.
    private func summary(_ result: StudentResult) -> [String] {
        var lines = result.problem.map { [$0.studentMessage[language]] } ?? []
        if let note = result.readingNote { lines.append(note[language]) }
        if let mismatch = result.wordsMismatch { lines.append(IdentityWords.mismatch(mismatch)[language]) }
        if let late = lateWords(result) { lines.append(late[language]) }
        if results.count > 1 {
            lines.append(ReportWords.onlyFirstGraded(of: results.count)[language])
        }
        return lines
    }

    /// What lateness cost one result, with the arithmetic; or why an LMS's late mark was
    /// not charged (an extension it may predate); nil when nothing was late.
    func lateWords(_ result: StudentResult) -> Localized? {
        if let late = result.late {
            return LateWords.charge(late, before: result.scoreBeforePenalty, after: result.score)
        }
        return result.extensionUsed.map {
            LateWords.extended(to: $0, submitted: result.submittedAt, offset: exercise.late?.zoneOffset ?? 0)
        }
    }
}
