import Foundation

/// Per-student extensions (and submission times the LMS export lacks), from a CSV the
/// instructor writes: an id column (`id`, `sid`, `학번`, ...), and `due` (an ISO 8601 date),
/// `days` (extra days) and/or `submitted` (an ISO 8601 date: Moodle's or Canvas's time).
public struct Extensions: Sendable, Equatable {
    /// One row: whose, and what it grants or says.
    public struct Row: Sendable, Equatable {
        /// The id as written.
        public var student: String
        /// The student's own due date.
        public var due: Date?
        /// Extra days past the exercise's due date.
        public var days: Int
        /// When the student submitted.
        public var submitted: Date?
    }

    /// The rows in the file's order.
    public var rows: [Row]

    /// Reads the CSV.
    /// - Throws: `GradingError.badValue` naming the first cell that is not a date or a number,
    ///   `.badRoster(.noIDColumn)` without an id column.
    public init(csv text: String, file: String) throws(GradingError) {
        let table = CSVText.rows(text)
        guard let header = table.first else { throw .badRoster(reason: .empty) }
        let names = header.map { StudentKey.normalized($0) }
        guard let id = RosterColumns.ids.lazy.compactMap({ names.firstIndex(of: $0) }).first else {
            throw .badRoster(reason: .noIDColumn(headers: header))
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
                        expected: .init(
                            ko: "ISO 8601 날짜 (2025-04-03T23:59:00+09:00)",
                            en: "an ISO 8601 date (2025-04-03T23:59:00+09:00)"))
                }
                return value
            }
            guard !cell(id).isEmpty else { continue }
            let extra = cell(days)
            guard extra.isEmpty || Int(extra) != nil else {
                throw .badValue(
                    file: file, line: number + 1, key: "days", expected: .init(ko: "정수", en: "a whole number"))
            }
            rows.append(
                Row(
                    student: cell(id), due: try date(due, "due"), days: Int(extra) ?? 0,
                    submitted: try date(submitted, "submitted")))
        }
        self.rows = rows
    }
}
