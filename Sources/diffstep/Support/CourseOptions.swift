import ArgumentParser
import Foundation
import Grading

/// `--secret FILE` and `--roster FILE`: what a course adds to an exercise.
struct CourseOptions: ParsableArguments {
    @Option(
        help: .words(CourseOptionsHelp.secret, valueName: "file"))
    var secret: String?

    @Option(
        help: .words(
            CourseOptionsHelp.roster,
            valueName: "file"))
    var roster: String?

    @Option(
        help: .words(
            CourseOptionsHelp.rosterFormat,
            valueName: "format"))
    var rosterFormat: RosterFormat = .auto

    /// The exercise with the course secret attached.
    /// - Throws: `CLIError` when the exercise generates variants and no secret is given.
    func keyed(_ exercise: Exercise) throws(CLIError) -> Exercise {
        var keyed = exercise
        keyed.secret = try loadSecret()
        if let scope = keyed.secret?.scope, scope != exercise.id {
            throw CLIError(GradingError.wrongExerciseKey(key: scope, exercise: exercise.id).message)
        }
        if keyed.isGenerated && keyed.secret == nil {
            throw CLIError(GradingError.missingSecret(exercise: exercise.id).message)
        }
        return keyed
    }

    /// The secret from `--secret` or `DIFFSTEP_COURSE_SECRET`, nil when neither is set.
    func loadSecret() throws(CLIError) -> CourseSecret? {
        let text: String
        if let secret {
            text = try InputText.read(path: secret)
        } else if let value = ProcessInfo.processInfo.environment["DIFFSTEP_COURSE_SECRET"], !value.isEmpty {
            text = value
        } else {
            return nil
        }
        guard let secret = CourseSecret(text: text) else {
            throw CLIError(FolderWords.secretTooShort)
        }
        return secret
    }

    /// The roster named by `--roster`, nil without one.
    func loadRoster() throws(CLIError) -> Roster? {
        guard let roster else { return nil }
        let text = try InputText.read(path: roster)
        do throws(GradingError) {
            return try Roster(csv: text, format: rosterFormat)
        } catch {
            throw CLIError(FileWords.refused(roster, error.message))
        }
    }
}

extension RosterFormat: ExpressibleByArgument {}
