import Storyboard

/// The grades of a set of submissions to one exercise, ready to be written in the formats
/// graders read. Feedback is in the exercise's language.
public struct Report: Sendable {
    /// The exercise graded.
    public var exercise: Exercise
    /// One result per submission, in the order given.
    public var results: [StudentResult]

    /// A report of `results` for `exercise`.
    public init(exercise: Exercise, results: [StudentResult]) {
        self.exercise = exercise
        self.results = results
    }

    /// True when every submission could be read (the CLI's exit code says this).
    public var everySubmissionRead: Bool { results.allSatisfy(\.wasRead) }

    /// The language feedback is written in.
    var language: Language { exercise.language }

    /// The output formats of `diffstep check`.
    public enum Format: String, Sendable, CaseIterable {
        /// Readable text for a terminal (student text escaped).
        case text
        /// The report as JSON (a documented contract: keys in a fixed order).
        case json
        /// Gradescope's autograder `results.json`.
        case gradescope
        /// JUnit XML, one test suite per student, one test case per item.
        case junit
        /// A gradebook: student, exercise, score, max (RFC 4180).
        case csv
    }

    /// The report in `format`.
    public func rendered(_ format: Format) -> String {
        switch format {
        case .text: text()
        case .json: json()
        case .gradescope: gradescope()
        case .junit: junit()
        case .csv: csv()
        }
    }
}
