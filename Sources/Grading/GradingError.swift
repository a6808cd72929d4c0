import Judging
import Storyboard

/// Everything that can go wrong while loading an exercise or reading a submission.
///
/// Each case carries where it happened (file and line, or the student), so an instructor
/// can fix a front matter typo without guessing and a student learns why nothing was graded.
public enum GradingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not start with a `---` front matter block.
    case noFrontMatter(file: String)
    /// The front matter is not valid YAML.
    case yamlSyntax(file: String, line: Int, problem: String)
    /// The front matter holds more than `limit` values once its aliases (`*name`) are
    /// expanded (a "billion laughs"); it is refused before anything reads it.
    case tooManyValues(file: String, line: Int, limit: Int)
    /// A required key is missing from the mapping that starts at `line`.
    case missingKey(file: String, line: Int, key: String)
    /// A key holds a value of the wrong shape; `expected` says what it should be.
    case badValue(file: String, line: Int, key: String, expected: Localized)
    /// A key the exercise format does not have (often a typo); `known` lists the valid ones.
    case unknownKey(file: String, line: Int, key: String, known: [String])
    /// `kind:` names no kind diffstep knows.
    case unknownKind(file: String, line: Int, kind: String)
    /// A `file:` path leaves the exercise's folder (absolute, `..`, or a link outside).
    case pathOutsideFolder(file: String, line: Int, path: String)
    /// A file named by the exercise, or the exercise itself, cannot be read.
    case unreadable(path: String)
    /// A file is not UTF-8; `offset` is the first bad byte.
    case notUTF8(path: String, offset: Int)
    /// A submission is larger than the grader reads.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// A submission parsed, but not into the shape the exercise asks for.
    case badSubmission(line: Int?, reason: Localized)
    /// The exercise's words make a table larger than the engine builds.
    case tableTooLarge(rows: Int, columns: Int, limit: Int)
    /// Several files carry one student id (`kim.txt` and `kim.json`); none of them is graded.
    case severalFiles(student: String, paths: [String])
    /// A roster student handed in nothing.
    case noSubmission
    /// A file was refused without being read (a link, a device, too large).
    case refused(path: String, reason: FileRefusal)
    /// The roster cannot be used.
    case badRoster(reason: RosterProblem)
    /// The course secret that keys generated variants is missing or too short.
    case missingSecret(exercise: String)
    /// With a roster, the submission could not be tied to exactly one roster row; it was not
    /// graded (grading it under a guessed id would grade another student's variant).
    case unmatched(Unmatched)
    /// A submitted file is not UTF-8 (nor UTF-16 with a BOM); `looksLike` is the guess.
    case notText(path: String, offset: Int, looksLike: AnswerBytes.Encoding)
    /// A submitted file is an archive, not an answer.
    case archive(path: String, kind: AnswerBytes.Archive)
    /// A key scoped to one exercise (an autograder package's) was given for another.
    case wrongExerciseKey(key: String, exercise: String)

    /// What is wrong with a roster.
    public enum RosterProblem: Sendable, Equatable {
        /// No student could be read.
        case empty
        /// Two rows carry one id.
        case repeatedID(String)
        /// The header names columns, but none holds an id.
        case noIDColumn(headers: [String])
        /// A group list without a group column, or without a column naming the student.
        case noGroupColumn(headers: [String])
        /// A file of times (extensions or Moodle's grading worksheet) with no column naming
        /// the student, so no time can be tied to anyone.
        case noTimesIDColumn(file: String, headers: [String])
    }

    /// The English message (the CLI picks the learner's language from ``message``).
    public var description: String { message.en }
}

extension GradingError {
    /// The grading error of a judging error: the same facts.
    public init(_ error: JudgingError) {
        switch error {
        case .badSubmission(let line, let reason): self = .badSubmission(line: line, reason: reason)
        case .tableTooLarge(let rows, let columns, let limit):
            self = .tableTooLarge(rows: rows, columns: columns, limit: limit)
        }
    }
}
