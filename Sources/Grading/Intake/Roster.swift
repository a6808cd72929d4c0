/// The class list an instructor exports from the LMS: who should hand in, in the order the
/// gradebook lists them.
///
/// Read from CSV (`,` or `;`, quoted cells, a BOM) with a header naming the columns: an id
/// (`id`, `sid`, `student id`, `학번`, `SIS User ID`), a name (`name`, `student`, `이름`) and an
/// email or login (`email`, `이메일`, `SIS Login ID`). Canvas's `Points Possible` row is skipped.
/// Without a recognised header the first column is the id and the second the name.
public struct Roster: Sendable, Equatable {
    /// One student on the roster.
    public struct Student: Sendable, Equatable {
        /// The id graded under (the gradebook's id).
        public var id: String
        /// The name, for reports and handouts.
        public var name: String
        /// The email or login, when the roster has one.
        public var email: String
        /// Other ids the LMS knows the student by (Canvas's user id, a login, Gradescope's
        /// sid when the roster's id is the university's), each one enough to find the row.
        public var lmsIDs: [String] = []

        /// A roster student.
        public init(id: String, name: String, email: String, lmsIDs: [String] = []) {
            self.id = id
            self.name = name
            self.email = email
            self.lmsIDs = lmsIDs
        }

        /// Every spelling a submission may carry for this student, normalised.
        var keys: Set<String> {
            var keys = Set(([id] + lmsIDs).map(StudentKey.normalized))
            for text in [email, name] where !text.isEmpty { keys.insert(StudentKey.normalized(text)) }
            if let at = email.firstIndex(of: "@") { keys.insert(StudentKey.normalized(String(email[..<at]))) }
            if !name.isEmpty {
                keys.insert(StudentKey.compact(name))
                // "Doe, Jane" is also written "Jane Doe" (and Canvas writes "doejane").
                let parts = name.split(separator: ",").map { String($0) }
                if parts.count == 2 {
                    keys.insert(StudentKey.normalized(parts[1] + " " + parts[0]))
                    keys.insert(StudentKey.compact(parts[1] + parts[0]))
                }
            }
            keys.remove("")
            return keys
        }
    }

    /// The students in the roster's order.
    public var students: [Student]

    /// A roster of `students`.
    public init(students: [Student]) { self.students = students }

    /// Reads a roster from CSV text.
    /// - Throws: `GradingError.badRoster` when no student can be read or an id repeats.
    public init(csv text: String) throws(GradingError) {
        let rows = CSVText.rows(text)
        guard let header = rows.first else { throw .badRoster(reason: .empty) }
        let columns = Roster.columns(header)
        var students: [Student] = []
        var seen: Set<String> = []
        for row in rows.dropFirst(columns.hasHeader ? 1 : 0) {
            func cell(_ index: Int?) -> String {
                guard let index, index < row.count else { return "" }
                return String(Substring(row[index]).trimmed)
            }
            let id = cell(columns.id)
            if id.isEmpty || StudentKey.normalized(cell(0)) == "points possible" { continue }
            guard seen.insert(StudentKey.normalized(id)).inserted else { throw .badRoster(reason: .repeatedID(id)) }
            let lmsIDs = cell(columns.lmsIDs).split(separator: " ").map(String.init)
            students.append(Student(id: id, name: cell(columns.name), email: cell(columns.email), lmsIDs: lmsIDs))
        }
        guard !students.isEmpty else { throw .badRoster(reason: .empty) }
        self.students = students
    }

    /// The roster as the CSV an autograder package ships (`id,name,email,lms ids`, the LMS
    /// ids space-separated), read back by ``init(csv:)`` to the same students.
    public var canonicalCSV: String {
        let rows =
            [["id", "name", "email", "lms ids"]]
            + students.map { [$0.id, $0.name, $0.email, $0.lmsIDs.joined(separator: " ")] }
        return rows.map { $0.map(CSVText.quoted).joined(separator: ",") + "\r\n" }.joined()
    }

    private static func columns(_ header: [String]) -> (
        hasHeader: Bool, id: Int?, name: Int?, email: Int?, lmsIDs: Int?
    ) {
        let names = header.map { StudentKey.normalized($0) }
        func find(_ candidates: [String]) -> Int? { names.firstIndex { candidates.contains($0) } }
        let id = find(["sid", "student id", "student_id", "studentid", "학번", "sis user id", "id", "identifier", "번호"])
        let name = find(["name", "student", "full name", "student name", "이름", "성명", "학생"])
        let email = find(["email", "e-mail", "email address", "이메일", "sis login id", "login", "username"])
        let lmsIDs = find(["lms ids"])
        guard id != nil || name != nil || email != nil else { return (false, 0, 1, nil, nil) }
        return (true, id ?? email ?? name, name, email, lmsIDs)
    }
}
