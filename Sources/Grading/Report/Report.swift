import Storyboard

/// The grades of a set of submissions to one exercise, ready to be written in the formats
/// graders read. Feedback is in the exercise's language.
public struct Report: Sendable {
    /// The exercise graded.
    public var exercise: Exercise
    /// One result per submission, in the order given.
    public var results: [StudentResult]
    /// Files that did not become graded submissions, and doubts about identities.
    package var notes: [IntakeNote] = []

    /// A report of `results` for `exercise`.
    public init(exercise: Exercise, results: [StudentResult]) {
        self.exercise = exercise
        self.results = results
    }

    /// True when every submission handed in could be read and was tied to one student
    /// (the CLI's exit code says this). Absentees handed nothing in: they are counted, not
    /// an error (Canvas's Test Student always is one).
    public var everySubmissionRead: Bool {
        results.allSatisfy { $0.status != .unreadable && $0.status != .unmatched }
    }

    /// Notes, when a generated exercise was graded without a roster, how many answers carry
    /// other letters than the sheets drawn from the files' identities (nothing when none).
    public mutating func noteKeyedWithoutRoster() {
        guard exercise.isGenerated else { return }
        let graded = results.filter { $0.wasRead }
        let mismatched = graded.filter { $0.wordsMismatch != nil }.count
        if mismatched > 0 { notes.append(.keyedWithoutRoster(mismatched: mismatched, graded: graded.count)) }
    }

    /// How many results have each status.
    public var counts: [StudentResult.Status: Int] {
        results.reduce(into: [:]) { $0[$1.status, default: 0] += 1 }
    }

    /// The language feedback is written in.
    var language: Language { exercise.language }

    /// The output formats of `diffstep check`.
    public enum Format: String, Sendable, CaseIterable {
        /// Readable text for a terminal (student text escaped).
        case text
        /// The report as JSON (a documented contract: keys in a fixed order).
        case json
        /// Gradescope's autograder `results.json` (student-visible: no answer key).
        case gradescope
        /// PrairieLearn's external grader `results.json` (student-visible: no answer key).
        case prairielearn
        /// JUnit XML, one test suite per student, one test case per item.
        case junit
        /// A gradebook: UTF-8 with BOM, student, name, exercise, score, max, status (RFC 4180).
        case csv
    }

    /// The report in `format`.
    public func rendered(_ format: Format) -> String {
        switch format {
        case .text: text()
        case .json: json()
        case .gradescope: gradescope()
        case .prairielearn: prairieLearn()
        case .junit: junit()
        case .csv: csv()
        }
    }
}
