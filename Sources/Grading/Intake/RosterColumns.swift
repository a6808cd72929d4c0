/// Where a roster's columns are, read from its header as each LMS writes it.
struct RosterColumns {
    /// True when the first row is a header.
    var hasHeader = true
    /// The id column.
    var id: Int
    /// The name's columns: one (`Name`), or first and last name (Moodle, Gradescope), in the
    /// order the name is written (Korean headers `성`, `이름`: family name first).
    var name: [Int] = []
    /// What joins the name's columns: a space, or nothing for a Korean family and given name.
    var nameSeparator = " "
    /// The email or login column.
    var email: Int? = nil
    /// Columns of other ids the LMS knows the student by.
    var lmsIDs: [Int] = []
    /// A role column (Gradescope): only students are kept.
    var role: Int? = nil
    /// A group column (Moodle's `Groups`).
    var group: Int? = nil

    /// Header names, normalised, by what they hold.
    static let ids = [
        "sid", "student id", "student_id", "studentid", "student number", "학번", "id number", "sis user id", "id",
        "identifier", "번호", "id 번호",
    ]
    static let fullNames = ["name", "student", "full name", "student name", "이름", "성명", "학생"]
    static let firstNames = ["first name", "given name", "firstname", "이름"]
    static let lastNames = ["last name", "surname", "family name", "lastname", "성"]
    static let emails = [
        "email", "e-mail", "email address", "이메일", "이메일 주소", "sis login id", "login", "username",
    ]
    static let otherIDs = ["lms ids", "sis user id", "sis login id", "integration id"]

    /// The columns of `header`.
    /// - Throws: `GradingError.badRoster(.noIDColumn)` naming the headers seen, when the
    ///   header names columns but none is an id.
    init(header: [String], format: RosterFormat) throws(GradingError) {
        let names = header.map { StudentKey.normalized($0) }
        let forcedPlain = format == .plain
        func find(_ candidates: [String], excluding taken: [Int?] = []) -> Int? {
            for candidate in candidates {
                if let index = names.firstIndex(of: candidate), !taken.contains(index) { return index }
            }
            return nil
        }
        let format = format == .auto ? RosterColumns.detect(names) : format
        let idList: [String] =
            switch format {
            case .canvas: ["id"]
            case .moodle: ["id number", "학번", "id 번호"]
            case .gradescope: ["sid", "student id"]
            case .auto, .plain: RosterColumns.ids
            }
        guard let id = find(idList) else {
            let recognised = [
                RosterColumns.fullNames, RosterColumns.firstNames, RosterColumns.lastNames,
                RosterColumns.emails, RosterColumns.ids,
            ].joined()
            if forcedPlain || !names.contains(where: { recognised.contains($0) }) {
                // No header at all: `id,name[,email]` (an id has a digit; a header word has none).
                guard forcedPlain || header.first?.contains(where: { $0.isNumber }) == true else {
                    throw .badRoster(reason: .noIDColumn(headers: header))
                }
                self.hasHeader = false
                self.id = 0
                self.name = header.count > 1 ? [1] : []
                self.email = header.count > 2 ? 2 : nil
                return
            }
            throw .badRoster(reason: .noIDColumn(headers: header))
        }
        self.id = id
        let first = find(RosterColumns.firstNames, excluding: [id])
        let last = find(RosterColumns.lastNames, excluding: [id, first])
        if let first, let last {
            let korean = names[last] == "성"
            name = korean ? [last, first] : [first, last]
            nameSeparator = korean ? "" : " "
        } else if let full = find(RosterColumns.fullNames, excluding: [id]) {
            name = [full]
        }
        email = find(RosterColumns.emails, excluding: [id])
        lmsIDs = RosterColumns.otherIDs.compactMap { other in names.firstIndex(of: other) }.filter { $0 != id }
        role = names.firstIndex(of: "role")
        group = GroupList.groupColumns.lazy.compactMap { names.firstIndex(of: $0) }.first
    }

    /// The LMS a header comes from.
    static func detect(_ names: [String]) -> RosterFormat {
        let has = { (name: String) in names.contains(name) }
        if has("student") && has("id") && (has("section") || has("sis login id") || has("sis user id")) {
            return .canvas
        }
        if has("id number") && (has("first name") || has("email address")) { return .moodle }
        if has("sid") && has("role") { return .gradescope }
        return .plain
    }

    /// Canvas's Test Student, and staff rows of a roster with roles, are not students.
    func isSkipped(name: String, role: String) -> Bool {
        let name = StudentKey.normalized(name)
        if name == "student, test" || name == "test student" { return true }
        guard role.isEmpty == false, self.role != nil else { return false }
        return !StudentKey.normalized(role).contains("student")
    }
}
