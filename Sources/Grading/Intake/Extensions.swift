import Foundation

/// Per-student extensions (and submission times the LMS export lacks), from a CSV the
/// instructor writes: an id column (`id`, `sid`, `학번`, ...), and `due` (an ISO 8601 date),
/// `days` (extra days) and/or `submitted` (an ISO 8601 date: Moodle's or Canvas's time).
package struct Extensions: Sendable, Equatable {
    /// One row: whose, and what it grants or says.
    package struct Row: Sendable, Equatable {
        /// The id as written (the first of ``candidates``).
        package var student: String
        /// The student's own due date.
        package var due: Date?
        /// Extra days past the exercise's due date.
        package var days: Int
        /// When the student submitted.
        package var submitted: Date?
        /// Every identity the row gives, strongest first (Moodle's worksheet: ID number,
        /// email, full name, `Participant N`).
        package var candidates: [String] = []
        /// The student's group (Moodle's team column), empty when none.
        package var group: String = ""
        /// The zone (seconds east of UTC) `submitted` was read in when the file wrote it
        /// without one (Moodle's worksheet).
        var readInZone: Int? = nil
        /// The row is Moodle's worksheet's (which lists every participant, absent or not).
        var fromWorksheet = false

        /// A row.
        package init(
            student: String, due: Date? = nil, days: Int = 0, submitted: Date? = nil, candidates: [String] = [],
            group: String = ""
        ) {
            self.student = student
            self.due = due
            self.days = days
            self.submitted = submitted
            self.candidates = candidates.isEmpty ? [student] : candidates
            self.group = group
        }
    }

    /// The rows in the file's order.
    package var rows: [Row]

    /// Extensions of `rows`.
    package init(rows: [Row]) { self.rows = rows }

    /// True when `text` is Moodle's grading worksheet (told from its header).
    package static func isMoodleWorksheet(_ text: String) -> Bool {
        guard let header = CSVText.rows(String(text.prefix { $0 != "\n" && $0 != "\r\n" })).first else { return false }
        return MoodleWorksheet.isWorksheet(header.map { StudentKey.normalized($0) })
    }

    /// Reads the CSV.
    /// - Throws: `GradingError.badValue` naming the first cell that is not a date or a number,
    ///   `.badRoster(.noTimesIDColumn)` without an id column.
    ///   Moodle's grading worksheet (``MoodleWorksheet``) is recognised from its header.
    /// - Parameter zoneOffset: seconds east of UTC to read a worksheet's times in.
    package init(csv text: String, file: String, zoneOffset: Int = 0) throws(GradingError) {
        let table = CSVText.rows(text)
        guard let header = table.first else { throw .badRoster(reason: .noTimesIDColumn(file: file, headers: [])) }
        let names = header.map { StudentKey.normalized($0) }
        if MoodleWorksheet.isWorksheet(names) {
            self = try MoodleWorksheet.read(table, file: file, zoneOffset: zoneOffset)
            return
        }
        guard let id = RosterColumns.ids.lazy.compactMap({ names.firstIndex(of: $0) }).first else {
            throw .badRoster(reason: .noTimesIDColumn(file: file, headers: header))
        }
        func column(_ candidates: [String]) -> Int? { candidates.lazy.compactMap { names.firstIndex(of: $0) }.first }
        let due = column(["due", "due date", "extended due", "new due", "마감"])
        let days = column(["days", "extra days", "extension days", "연장일"])
        let submitted = column(["submitted", "submitted at", "submission time", "last modified (submission)", "제출"])
        var rows: [Row] = []
        for (number, cells) in table.enumerated().dropFirst() {
            func cell(_ index: Int?) -> String {
                guard let index, index < cells.count else { return "" }
                return String(Substring(cells[index]).trimmed)
            }
            func date(_ index: Int?, _ key: String) throws(GradingError) -> Date? {
                let text = cell(index)
                if text.isEmpty { return nil }
                guard let value = LatePolicy.date(text) else {
                    throw .badValue(
                        file: file, line: number + 1, key: key,
                        expected: ExpectedWords.isoDate)
                }
                return value
            }
            guard !cell(id).isEmpty else { continue }
            let extra = cell(days)
            guard extra.isEmpty || Int(extra) != nil else {
                throw .badValue(file: file, line: number + 1, key: "days", expected: ExpectedWords.wholeNumber)
            }
            rows.append(
                Row(
                    student: cell(id), due: try date(due, "due"), days: Int(extra) ?? 0,
                    submitted: try date(submitted, "submitted")))
        }
        self.rows = rows
    }
}
