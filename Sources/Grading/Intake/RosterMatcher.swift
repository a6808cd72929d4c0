/// Finds the roster student a submission's identities name.
struct RosterMatcher {
    var roster: Roster
    /// Roster indices by every normalised spelling of each student.
    private var index: [String: [Int]] = [:]

    /// What a list of identities matched.
    enum Match: Equatable {
        case none
        case one(Int)
        case several([String])
    }

    init(roster: Roster) {
        self.roster = roster
        for (position, student) in roster.students.enumerated() {
            for key in student.keys { index[key, default: []].append(position) }
        }
    }

    /// The first identity, strongest first, that names anyone decides: one student, or
    /// several (ambiguous); names are also compared without spaces and punctuation.
    func match(_ candidates: [String]) -> Match {
        for candidate in candidates {
            for key in [StudentKey.normalized(candidate), StudentKey.compact(candidate)] where !key.isEmpty {
                guard let found = index[key] else { continue }
                let unique = Array(Set(found)).sorted()
                if unique.count == 1, let only = unique.first { return .one(only) }
                return .several(unique.map { roster.students[$0].id })
            }
        }
        return .none
    }
}
