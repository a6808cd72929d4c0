import Foundation

/// Moodle's grading worksheet (Assignment → View all submissions → Download grading
/// worksheet): `Identifier` (`Participant 12345`, the number in the download's folder names),
/// `Full name`, the site's identity fields (`ID number`, `Email address`), `Status`, `Group`
/// (team submissions), `Grade`, ..., `Last modified (submission)`, ... and, on newer sites,
/// `Due date`. Read as ``Extensions`` rows: each student's identities, submission time, own
/// due date and group.
///
/// Moodle writes times in the downloading user's zone without saying which
/// (`Tuesday, 3 October 2023, 11:59 PM`): they are read at the offset given (the exercise's
/// due date's), and every late row says so.
enum MoodleWorksheet {
    /// True when a header (normalised) is the worksheet's.
    static func isWorksheet(_ names: [String]) -> Bool {
        names.contains("identifier") && names.contains("full name")
            && names.contains("last modified (submission)")
    }

    /// The worksheet's rows as extensions.
    /// - Throws: `GradingError.badValue` naming the first time that is neither Moodle's
    ///   English date nor ISO 8601.
    static func read(_ table: [[String]], file: String, zoneOffset: Int) throws(GradingError) -> Extensions {
        guard let header = table.first else { throw .badRoster(reason: .empty) }
        let names = header.map { StudentKey.normalized($0) }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        let identities = ["id number", "email address", "email", "username", "full name", "identifier"]
            .compactMap(column)
        let (submitted, due, group) = (column("last modified (submission)"), column("due date"), column("group"))
        var rows: [Extensions.Row] = []
        let formatter = MoodleWorksheet.formatter(zoneOffset: zoneOffset)
        for (number, cells) in table.enumerated().dropFirst() {
            func cell(_ index: Int?) -> String {
                guard let index, index < cells.count else { return "" }
                return String(Substring(cells[index]).trimmed)
            }
            func time(_ index: Int?) throws(GradingError) -> Date? {
                let text = cell(index)
                if text.isEmpty || text == "-" { return nil }
                guard let date = MoodleWorksheet.date(text, formatter: formatter) else {
                    throw .badValue(
                        file: file, line: number + 1, key: index.map { header[$0] } ?? "",
                        expected: ExpectedWords.moodleDate)
                }
                return date
            }
            let candidates = identities.map(cell).filter { !$0.isEmpty && $0 != "-" }
            guard let first = candidates.first else { continue }
            var row = Extensions.Row(
                student: first, due: try time(due), submitted: try time(submitted), candidates: candidates,
                group: cell(group) == "-" ? "" : cell(group))
            if row.submitted != nil, !MoodleWorksheet.isISO(cell(submitted)) { row.readInZone = zoneOffset }
            row.fromWorksheet = true
            rows.append(row)
        }
        return Extensions(rows: rows)
    }

    /// `Tuesday, 3 October 2023, 11:59 PM` (Moodle's `strftimedatetime` in English, 12- or
    /// 24-hour) at `zoneOffset`, or an ISO 8601 date; nil otherwise.
    static func date(_ text: String, zoneOffset: Int) -> Date? {
        date(text, formatter: formatter(zoneOffset: zoneOffset))
    }

    /// One formatter for a whole worksheet (making one per cell costs more than the reading).
    static func formatter(zoneOffset: Int) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: zoneOffset)
        return formatter
    }

    /// An ISO 8601 date starts with its year's digits; Moodle's with a weekday or day.
    static func isISO(_ text: String) -> Bool {
        let digits = text.prefix(5)
        return digits.count == 5 && digits.prefix(4).allSatisfy { $0.isASCII && $0.isNumber } && digits.last == "-"
    }

    /// `text` as ISO 8601 or as Moodle writes it, read with `formatter`.
    static func date(_ text: String, formatter: DateFormatter) -> Date? {
        if isISO(text) { return LatePolicy.date(text) }
        let spaced = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        for format in [
            "EEEE, d MMMM yyyy, h:mm a", "EEEE, d MMMM yyyy, HH:mm", "d MMMM yyyy, h:mm a", "d MMMM yyyy, HH:mm",
            "EEEE, MMMM d, yyyy, h:mm a",
        ] {
            formatter.dateFormat = format
            if let date = formatter.date(from: spaced) { return date }
        }
        return nil
    }
}
