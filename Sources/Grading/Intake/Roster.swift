/// The class list an instructor exports from the LMS: who should hand in, in the order the
/// gradebook lists them.
///
/// Read as the LMSs export it (`RosterColumns`): Canvas's gradebook CSV (its `Points
/// Possible` row and Test Student left out), Moodle's participants (`;` or `,`, `First name`,
/// `Last name`, `ID number`, `Email address`), Gradescope's roster (`SID`, staff rows left
/// out), a plain `id,name[,email]` with or without a header; `,`, `;` or tabs, quoted cells, a
/// BOM. A header without an id column is refused with the headers seen.
public struct Roster: Sendable, Equatable {
    /// One student on the roster.
    public struct Student: Sendable, Equatable {
        /// The id graded under (the gradebook's id).
        public var id: String
        /// The name, for reports and handouts.
        public var name: String
        /// The email or login, when the roster has one.
        public var email: String
        /// Other ids the LMS knows the student by (Canvas's SIS ids, a login), each one
        /// enough to find the row.
        public var lmsIDs: [String] = []
        /// The groups the roster puts the student in (Moodle's `Groups`), for group submissions.
        public var groups: [String] = []

        /// A roster student.
        public init(id: String, name: String, email: String, lmsIDs: [String] = [], groups: [String] = []) {
            self.id = id
            self.name = name
            self.email = email
            self.lmsIDs = lmsIDs
            self.groups = groups
        }

        /// Every spelling a submission may carry for this student, normalised: the ids, the
        /// email and its part before `@`, the name in every order of its parts (`Doe, Jane`
        /// is also `Jane Doe`), with and without spaces (Canvas's `doejane`), with and
        /// without accents.
        var keys: Set<String> {
            var keys = Set(([id] + lmsIDs).map(StudentKey.normalized))
            if !email.isEmpty { keys.insert(StudentKey.normalized(email)) }
            if let at = email.firstIndex(of: "@") { keys.insert(StudentKey.normalized(String(email[..<at]))) }
            for spelling in StudentKey.nameSpellings(name) {
                keys.insert(spelling)
                keys.insert(StudentKey.compact(spelling))
            }
            keys.remove("")
            return keys
        }
    }

    /// The students in the roster's order.
    public var students: [Student]

    /// Rows left out on purpose (Canvas's Test Student, staff), for the instructor to see.
    public var skipped: [String] = []

    /// A roster of `students`.
    public init(students: [Student]) { self.students = students }

    /// Reads a roster from an LMS export.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - format: the LMS it came from, or ``RosterFormat/auto`` to tell from the header.
    /// - Throws: `GradingError.badRoster` when no id column is found (with the headers
    ///   seen), no student can be read or an id repeats.
    package init(csv text: String, format: RosterFormat = .auto) throws(GradingError) {
        let rows = CSVText.rows(text)
        guard let header = rows.first else { throw .badRoster(reason: .empty) }
        let columns = try RosterColumns(header: header, format: format)
        var students: [Student] = []
        var seen: Set<String> = []
        for row in rows.dropFirst(columns.hasHeader ? 1 : 0) {
            func cell(_ index: Int?) -> String {
                guard let index, index < row.count else { return "" }
                return String(Substring(row[index]).trimmed)
            }
            let name = columns.name.map(cell).filter { !$0.isEmpty }.joined(separator: columns.nameSeparator)
            if StudentKey.normalized(cell(0)) == "points possible" { continue }
            if columns.isSkipped(name: name, role: cell(columns.role)) {
                skipped.append(name)
                continue
            }
            let id = cell(columns.id)
            if id.isEmpty { continue }
            guard seen.insert(StudentKey.normalized(id)).inserted else { throw .badRoster(reason: .repeatedID(id)) }
            let lmsIDs = columns.lmsIDs.flatMap { cell($0).split(separator: " ").map(String.init) }
            students.append(
                Student(
                    id: id, name: name, email: cell(columns.email), lmsIDs: lmsIDs,
                    groups: columns.group.map { GroupList.names(cell($0)) } ?? []))
        }
        guard !students.isEmpty else { throw .badRoster(reason: .empty) }
        self.students = students
    }

    /// The roster as the CSV an autograder package ships (`id,name,email,lms ids`, the LMS
    /// ids space-separated), read back by `init(csv:format:)` to the same students.
    public var canonicalCSV: String {
        let rows =
            [["id", "name", "email", "lms ids"]]
            + students.map { [$0.id, $0.name, $0.email, $0.lmsIDs.joined(separator: " ")] }
        return rows.map { $0.map(CSVText.quoted).joined(separator: ",") + "\r\n" }.joined()
    }
}

/// The LMS a roster was exported from.
package enum RosterFormat: String, Sendable, CaseIterable {
    /// Told from the header.
    case auto
    /// Canvas's gradebook CSV: `Student,ID,SIS User ID,SIS Login ID,Section,...`.
    case canvas
    /// Moodle's participants: `First name;Last name;ID number;...;Email address`.
    case moodle
    /// Gradescope's roster: `First Name,Last Name,SID,Email,Role,...`.
    case gradescope
    /// `id,name[,email]`, with or without a header.
    case plain
}
