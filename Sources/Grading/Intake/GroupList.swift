/// Who is in which group, for group submissions: Canvas's group-set export (People → Groups
/// → Import/Export: `name,canvas_user_id,user_id,login_id,sections,group_name,...`), or any
/// CSV with a group column (`group`, `groups`, `team`, `조`, `팀`) beside an id, email or name.
/// Moodle's worksheet and a roster's own group column give groups too.
package struct GroupList: Sendable, Equatable {
    /// One student's group.
    package struct Row: Sendable, Equatable {
        /// The student's identities, strongest first.
        package var candidates: [String]
        /// The group's name as the LMS writes it.
        package var group: String

        /// A row.
        package init(candidates: [String], group: String) {
            self.candidates = candidates
            self.group = group
        }
    }

    /// The rows with a group, in the file's order.
    package var rows: [Row]

    /// Group headers, normalised.
    static let groupColumns = ["group_name", "group name", "group", "groups", "team", "조", "팀", "그룹"]

    /// A list of `rows`.
    package init(rows: [Row]) { self.rows = rows }

    /// Reads the CSV.
    /// - Throws: `GradingError.badRoster(.noGroupColumn)` with the headers seen when there is
    ///   no group column or no column naming the student.
    package init(csv text: String) throws(GradingError) {
        let table = CSVText.rows(text)
        guard let header = table.first else { throw .badRoster(reason: .empty) }
        let names = header.map { StudentKey.normalized($0) }
        let identityNames =
            ["canvas_user_id", "user_id", "login_id"] + RosterColumns.ids + RosterColumns.emails
            + RosterColumns.fullNames
        let identities = identityNames.compactMap { names.firstIndex(of: $0) }
        guard let group = GroupList.groupColumns.lazy.compactMap({ names.firstIndex(of: $0) }).first,
            !identities.isEmpty
        else { throw .badRoster(reason: .noGroupColumn(headers: header)) }
        var rows: [Row] = []
        for cells in table.dropFirst() {
            func cell(_ index: Int) -> String { index < cells.count ? String(Substring(cells[index]).trimmed) : "" }
            let candidates = identities.map(cell).filter { !$0.isEmpty }
            for name in GroupList.names(cell(group)) where !candidates.isEmpty {
                rows.append(Row(candidates: candidates, group: name))
            }
        }
        self.rows = rows
    }

    /// The groups a cell names: Moodle lists several with commas.
    static func names(_ cell: String) -> [String] {
        cell.split(separator: ",").map { String($0.trimmed) }.filter { !$0.isEmpty && $0 != "-" }
    }
}

/// The groups of a class, tied to roster rows.
struct Teams {
    /// Roster rows by every spelling of each group's name.
    private var members: [String: Set<Int>] = [:]
    /// Each group's name as written, by spelling.
    private var shown: [String: String] = [:]
    /// Spellings two different groups share (`Team 1` and `team-1` are both `team1`): they
    /// name no group, so an upload under one is never credited to both teams.
    private var shared: Set<String> = []

    /// Every spelling of `name` a file name may carry (Canvas drops spaces and punctuation).
    static func spellings(_ name: String) -> [String] {
        [
            StudentKey.normalized(name), StudentKey.compact(name),
            StudentKey.compact(StudentKey.accentFolded(name)),
        ].filter { !$0.isEmpty }
    }

    /// Adds roster row `row` to group `group`.
    mutating func add(_ row: Int, to group: String) {
        for spelling in Teams.spellings(group) {
            members[spelling, default: []].insert(row)
            if let other = shown[spelling], StudentKey.normalized(other) != StudentKey.normalized(group) {
                shared.insert(spelling)
            }
            if shown[spelling] == nil { shown[spelling] = group }
        }
    }

    /// The group `name` names, with its rows; nil when it names none.
    func group(_ name: String) -> (name: String, rows: Set<Int>)? {
        for spelling in Teams.spellings(name) where !shared.contains(spelling) {
            if let rows = members[spelling], let group = shown[spelling] { return (group, rows) }
        }
        return nil
    }

    /// True when no group is known.
    var isEmpty: Bool { members.isEmpty }
}
