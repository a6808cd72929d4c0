/// The part something plays in one frame: why a renderer draws it the way it does.
///
/// Renderers map roles to colours and, always, to a letter or mark as well, so a frame
/// reads the same without colour (see `letter`).
public enum Role: String, Sendable, Hashable, CaseIterable {
    /// The cell or item being decided in this frame.
    case current
    /// The candidate from the cell above (a deletion).
    case candidateUp
    /// The candidate from the cell to the left (an insertion).
    case candidateLeft
    /// The candidate from the diagonal (a match or a substitution).
    case candidateDiagonal
    /// The candidate the tie-break chose.
    case chosen
    /// On the backtraced path.
    case path
    /// Equal tokens or an item kept in place.
    case matched
    /// Substituted, replaced.
    case substituted
    /// Inserted.
    case inserted
    /// Deleted.
    case deleted
    /// Moved.
    case moved
    /// Reloaded or updated in place.
    case reloaded
    /// Reconfigured (iOS 15): the same cell kept, its contents filled again. Not a reload
    /// (which makes a new cell) and not a substitution (the identifier is the same).
    case reconfigured
    /// Where something went wrong (an exception, a wrong cell).
    case error
    /// Not yet computed or not yet revealed: drawn blank or dimmed.
    case pending
    /// Outside the diagonal band of a banded trace: never computed, because no optimal path
    /// can pass through it (drawn with its own mark, not blank like ``pending``).
    case notComputed

    /// The mark shown beside a highlighted thing when colour is off.
    public var letter: String {
        switch self {
        case .current: "@"
        case .candidateUp: "^"
        case .candidateLeft: "<"
        case .candidateDiagonal: "\\"
        case .chosen: "!"
        case .path: "*"
        case .matched: "="
        case .substituted: "s"
        case .inserted: "i"
        case .deleted: "d"
        case .moved: "m"
        case .reloaded: "r"
        case .reconfigured: "c"
        case .error: "x"
        case .pending: "."
        case .notComputed: "#"
        }
    }
}

extension Role {
    /// Roles compare and hash by case. An enum with raw values otherwise hashes its
    /// `rawValue` (the standard library's `RawRepresentable` default), so every `Roles`
    /// insert and lookup made and hashed a string.
    public static func == (lhs: Role, rhs: Role) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's place in `allCases`.
    private var ordinal: UInt8 {
        switch self {
        case .current: 0
        case .candidateUp: 1
        case .candidateLeft: 2
        case .candidateDiagonal: 3
        case .chosen: 4
        case .path: 5
        case .matched: 6
        case .substituted: 7
        case .inserted: 8
        case .deleted: 9
        case .moved: 10
        case .reloaded: 11
        case .reconfigured: 12
        case .error: 13
        case .pending: 14
        case .notComputed: 15
        }
    }
}

// Codable for the native build only: Embedded Swift has no Codable.
#if !hasFeature(Embedded)
    extension Role: Codable {}
#endif
