/// What a student is asked to produce.
public enum ExerciseKind: String, Sendable, CaseIterable, Hashable {
    /// The edit distance of two strings, one number.
    case distance
    /// The whole Wagner-Fischer table, in numbers or the article's `2i 1d` notation.
    case table
    /// An optimal edit script: one operation per line.
    case alignment
    /// The `performBatchUpdates` calls that turn old items into new ones.
    case batch
    /// The exception UIKit raises for a given batch, or "none".
    case predictCrash = "predict-crash"
    /// The batch UIKit performs for the last `apply` of a snapshot script, or its exception.
    case snapshot

    /// The kinds, as written in front matter, for error messages.
    public static var known: String { allCases.map { $0.rawValue }.joined(separator: ", ") }

    /// True for kinds whose inputs are two strings (source, target).
    public var usesWords: Bool { self == .distance || self == .table || self == .alignment }
}
