import Foundation

/// The due date and what a late submission costs, from the front matter:
/// `due: 2025-04-01T23:59:00+09:00` and `late-penalty: 10` (percent per started day).
public struct LatePolicy: Sendable, Equatable {
    /// When the exercise is due.
    public var due: Date
    /// The share of the score taken per started day late, in percent (100 = no late work).
    var penaltyPercentPerDay: Int
    /// The due date's zone as written (`+09:00`), in seconds east of UTC: the zone an LMS
    /// time without one (Moodle's worksheet) is read in.
    public var zoneOffset: Int = 0

    /// A policy: due at `due`, `penaltyPercentPerDay` per started day late.
    public init(due: Date, penaltyPercentPerDay: Int, zoneOffset: Int = 0) {
        self.due = due
        self.penaltyPercentPerDay = penaltyPercentPerDay
        self.zoneOffset = zoneOffset
    }

    /// The offset an ISO 8601 date's text ends with (`+09:00` -> 32400, `Z` -> 0), 0 without one.
    public static func zoneOffset(_ text: String) -> Int {
        let trimmed = Substring(text).trimmed
        let tail = trimmed.suffix(6)
        guard tail.count == 6, let sign = tail.first, sign == "+" || sign == "-",
            tail[tail.index(tail.startIndex, offsetBy: 3)] == ":",
            let hours = Int(tail.dropFirst().prefix(2)), let minutes = Int(tail.suffix(2))
        else { return 0 }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

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

    /// A date as ISO 8601 at `offset` seconds east of UTC (`2025-04-01T23:59:00+09:00`).
    static func shown(_ date: Date, offset: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: offset) ?? formatter.timeZone
        return formatter.string(from: date)
    }
}
