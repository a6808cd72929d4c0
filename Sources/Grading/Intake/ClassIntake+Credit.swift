extension ClassIntake {
    /// Whom one submitter of a file credits.
    enum Credit {
        /// These roster rows: one student, or every member of `group`.
        case rows([Int], group: String?)
        /// Nobody: why.
        case unmatched(Unmatched)
    }

    /// The roster rows a submitter's identities credit. A name that is a known group's
    /// (Canvas's group upload, Moodle 4.1's team folder) credits every member, each on
    /// their own row; an id beside it must be a member's, or nobody is credited.
    static func credit(_ candidates: [String], origin: SubmissionOrigin, matcher: RosterMatcher, teams: Teams)
        -> Credit
    {
        if !origin.team.isEmpty, matcher.rows(origin.team).isEmpty, let group = teams.group(origin.team) {
            let others = candidates.filter { $0 != origin.team && !$0.hasPrefix("participant ") }
            if origin.layout == .canvas, case .one(let row) = matcher.match(others), !group.rows.contains(row) {
                let student = matcher.roster.students[row].id
                return .unmatched(
                    Unmatched(tried: candidates, reason: .notInGroup(student: student, group: group.name)))
            }
            return .rows(group.rows.sorted(), group: group.name)
        }
        if case .one(let row) = matcher.match(candidates) { return .rows([row], group: nil) }
        let reason =
            matcher.unmatched(candidates) ?? Unmatched(tried: candidates, reason: .nobody)
        if reason.reason == .nobody, origin.layout == .moodle, !origin.team.isEmpty {
            return .unmatched(Unmatched(tried: candidates, reason: .unknownTeam(name: origin.team)))
        }
        return .unmatched(reason)
    }

    /// The name part of a Canvas file name when it names nobody on the roster though the
    /// file's id matched: a group upload whose group is not known looks so.
    static func strangerName(_ origin: SubmissionOrigin, matcher: RosterMatcher) -> String? {
        guard origin.layout == .canvas, !origin.team.isEmpty, matcher.rows(origin.team).isEmpty else { return nil }
        return origin.team
    }

    /// The roster as the course knows it (Moodle's participant numbers from its worksheet
    /// added to each row) and its groups (from the roster, the group list and the worksheet).
    static func course(
        _ roster: Roster?, extensions: Extensions?, groups: GroupList?, notes: inout [IntakeNote]
    ) -> (Roster?, Teams) {
        var teams = Teams()
        guard var roster else { return (nil, teams) }
        let plain = RosterMatcher(roster: roster)
        for row in extensions?.rows ?? [] {
            let participant = row.candidates.first { StudentKey.normalized($0).hasPrefix("participant ") }
            let identities = row.candidates.filter { $0 != participant }
            guard case .one(let index) = plain.match(identities) else { continue }
            if let participant { roster.students[index].lmsIDs.append(participant) }
            for group in GroupList.names(row.group) { teams.add(index, to: group) }
        }
        for (index, student) in roster.students.enumerated() {
            for group in student.groups { teams.add(index, to: group) }
        }
        for row in groups?.rows ?? [] {
            guard case .one(let index) = plain.match(row.candidates) else {
                notes.append(.groupRowUnmatched(student: row.candidates.first ?? "", group: row.group))
                continue
            }
            teams.add(index, to: row.group)
        }
        return (roster, teams)
    }
}
