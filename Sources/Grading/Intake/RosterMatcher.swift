/// Finds the roster row a submission's identities name, or says why there is none.
///
/// Each identity is looked up as written (normalised), then without spaces and punctuation
/// (Canvas's `doejane`), then also without accents, then, for an all-digit id, without leading zeros (`123` for
/// `000123`); the first of these spellings that names anyone gives that identity's rows. The
/// submission belongs to the one row every identity that names anyone agrees on: an id that
/// names one student and a name that names another is a conflict, never a choice.
struct RosterMatcher {
    var roster: Roster
    /// Roster rows by every exact spelling of each student.
    private var exact: [String: [Int]] = [:]
    /// Roster rows by their all-digit ids without leading zeros.
    private var digits: [String: [Int]] = [:]

    /// What a list of identities matched.
    enum Match: Equatable {
        case none
        case one(Int)
        case several([String])
        case conflicting([String])
    }

    init(roster: Roster) {
        self.roster = roster
        for (position, student) in roster.students.enumerated() {
            for key in student.keys { exact[key, default: []].append(position) }
            for id in [student.id] + student.lmsIDs {
                if let key = RosterMatcher.withoutLeadingZeros(id) { digits[key, default: []].append(position) }
            }
        }
    }

    /// The rows `candidate` names, in its strongest spelling that names anyone.
    func rows(_ candidate: String) -> Set<Int> {
        let spellings = [
            StudentKey.normalized(candidate), StudentKey.compact(candidate),
            StudentKey.compact(StudentKey.accentFolded(candidate)),
        ]
        for key in spellings where !key.isEmpty {
            if let found = exact[key] { return Set(found) }
        }
        if let key = RosterMatcher.withoutLeadingZeros(candidate), let found = digits[key] { return Set(found) }
        return []
    }

    /// The one row all naming identities agree on, or why there is none.
    func match(_ candidates: [String]) -> Match {
        var agreed: Set<Int>? = nil
        var named: Set<Int> = []
        for candidate in candidates {
            let found = rows(candidate)
            if found.isEmpty { continue }
            named.formUnion(found)
            agreed = agreed.map { $0.intersection(found) } ?? found
        }
        guard let agreed else { return .none }
        if agreed.count == 1, let only = agreed.first { return .one(only) }
        if agreed.isEmpty { return .conflicting(ids(named)) }
        return .several(ids(agreed))
    }

    /// The match as an ``Unmatched`` reason, nil for one row.
    func unmatched(_ candidates: [String], paths: [String] = []) -> Unmatched? {
        switch match(candidates) {
        case .one: nil
        case .none: Unmatched(tried: candidates, reason: .nobody, paths: paths)
        case .several(let ids): Unmatched(tried: candidates, reason: .several(students: ids), paths: paths)
        case .conflicting(let ids): Unmatched(tried: candidates, reason: .conflicting(students: ids), paths: paths)
        }
    }

    private func ids(_ rows: Set<Int>) -> [String] { rows.sorted().map { roster.students[$0].id } }

    /// `123` for `000123`; nil for anything but ASCII digits.
    static func withoutLeadingZeros(_ text: String) -> String? {
        let trimmed = StudentKey.normalized(text)
        guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let stripped = trimmed.drop { $0 == "0" }
        return stripped.isEmpty ? "0" : String(stripped)
    }
}

extension Roster {
    /// The one roster student `candidates` (identities, strongest first) name, or why none.
    public func identify(_ candidates: [String]) -> Result<Student, Unmatched> {
        let matcher = RosterMatcher(roster: self)
        if case .one(let row) = matcher.match(candidates) { return .success(students[row]) }
        return .failure(matcher.unmatched(candidates) ?? Unmatched(tried: candidates, reason: .nobody))
    }
}
