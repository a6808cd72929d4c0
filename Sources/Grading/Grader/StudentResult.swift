import Foundation
import Storyboard

/// Everything one submission earned.
public struct StudentResult: Sendable, Equatable {
    /// The student id.
    public var student: String
    /// One result per exercise item, in the exercise's order.
    public var items: [ItemResult]
    /// Why the submission could not be read, when it could not (every item is then zero with
    /// empty feedback: reports show this message once per student, not under each item).
    public var problem: GradingError?

    /// The id whose variant the answer was graded against: the student's own, always, unless
    /// the instructor allowed grading an answer against the sheet it was written for
    /// (`wordsMismatch` then says so). Nil when nothing was graded.
    public var variantOf: String? = nil
    /// The inputs graded against, on one line (`kit → kat`), for the instructor.
    public var inputs: String = ""
    /// What the reader forgave, and what it cost (a row short of cells, missing rows).
    public var readingNote: Localized? = nil
    /// The letters the answer carries are not those of the student's sheet.
    package var wordsMismatch: WordsMismatch? = nil
    /// The student's name, when the roster or the LMS says it.
    public var name: String = ""
    /// The file graded, as every report shows it (relative to the folder the instructor
    /// named); empty when there was none.
    public var file: String = ""
    /// The answer on one line (kinds other than a table), for the class report.
    public var answer: String = ""
    /// The exception the student's own batch raised, if it crashed (class report).
    public var raised: String? = nil
    /// What lateness cost, and why (nil on time or without a due date).
    package var late: LateCharge? = nil
    /// The student's extended due date when only the extension kept the submission from a
    /// charge (made after the exercise's due date, or marked late by the LMS without a time).
    public var extensionUsed: Date? = nil
    /// When the submission was made, as the LMS said (nil when it did not).
    public var submittedAt: Date? = nil
    /// Started days past the due date (0 on time, or without a due date).
    public var daysLate: Int = 0
    /// The percent of the items' points kept after the late penalty (100 on time).
    public var keptPercent: Int = 100

    /// The points earned before the late penalty.
    var scoreBeforePenalty: Score { items.map(\.score).total() }
    /// The points earned, after the late penalty.
    public var score: Score { items.map(\.score).total().scaled(keptPercent, of: 100) }
    /// The points possible.
    public var maxScore: Score { items.map(\.maxScore).total() }
    /// True when the submission was read and interpreted.
    public var wasRead: Bool { problem == nil }

    /// What became of a submission, each with its own count in reports.
    public enum Status: String, Sendable, CaseIterable {
        /// Read and graded on time.
        case graded
        /// Read and graded, with a late charge.
        case late
        /// A roster student who handed in nothing.
        case absent
        /// Handed in but not readable (two files, not UTF-8, a link, malformed).
        case unreadable
        /// Handed in but tied to no single roster row: not graded.
        case unmatched
    }

    /// What became of this submission.
    public var status: Status {
        switch problem {
        case .noSubmission?: .absent
        case .unmatched?: .unmatched
        case .some: .unreadable
        case nil: late == nil ? .graded : .late
        }
    }
}
