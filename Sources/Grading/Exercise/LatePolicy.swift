import Foundation

/// The due date and what a late submission costs, from the front matter:
/// `due: 2025-04-01T23:59:00+09:00` and `late-penalty: 10` (percent per started day).
public struct LatePolicy: Sendable, Equatable {
    /// When the exercise is due.
    public var due: Date
    /// The share of the score taken per started day late, in percent (100 = no late work).
    public var penaltyPercentPerDay: Int

    /// The percent of the score a submission keeps: 100 on time, less per started day late,
    /// never below zero.
    /// - Parameter submitted: when the student submitted (the LMS's time, not the clock).
    public func keptPercent(submittedAt submitted: Date) -> Int {
        let late = submitted.timeIntervalSince(due)
        guard late > 0 else { return 100 }
        return max(0, 100 - penaltyPercentPerDay * daysLate(submitted))
    }

    /// Started days past the due date (0 when on time).
    public func daysLate(_ submitted: Date) -> Int {
        let late = submitted.timeIntervalSince(due)
        return late > 0 ? Int((late / 86_400).rounded(.up)) : 0
    }

    /// Reads an ISO 8601 date with or without fractional seconds (Gradescope writes both).
    public static func date(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }
}
