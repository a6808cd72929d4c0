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

    /// Reads an ISO 8601 date with or without fractional seconds (Gradescope writes both),
    /// or YAML's timestamp as Ruby writes it (`2025-04-01 10:00:00.123456789 -07:00`, in
    /// Gradescope's export).
    public static func date(_ text: String) -> Date? {
        var text = String(Substring(text).trimmed)
        let pieces = text.split(separator: " ")
        if pieces.count == 3 || pieces.count == 2, pieces[0].count == 10, pieces[1].contains(":") {
            var time = pieces[1]
            if let dot = time.firstIndex(of: ".") {
                time = time[..<dot] + time[dot...].prefix(7)
            }
            text = pieces[0] + "T" + time + (pieces.count == 3 ? String(pieces[2]) : "Z")
        }
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// A date as reports show it: ISO 8601 in UTC (`2025-04-01T14:59:00Z`).
    static func shown(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
