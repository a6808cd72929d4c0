import Storyboard

extension Role {
    /// The colour a terminal uses for this role; the letter is drawn as well, always.
    var style: Style {
        switch self {
        case .current: .current
        case .candidateUp, .deleted: .delete
        case .candidateLeft, .inserted: .insert
        case .candidateDiagonal, .substituted, .reloaded, .reconfigured: .substitute
        case .chosen, .moved: .bold
        case .path: .path
        case .matched: .match
        case .error: .error
        case .pending: .dim
        case .notComputed: .outside
        }
    }

    /// Which role's colour wins when a cell plays several: the most urgent first.
    static let colourOrder: [Role] = [
        .error, .current, .chosen, .path, .deleted, .inserted, .substituted, .moved, .reloaded, .reconfigured,
        .candidateUp, .candidateLeft, .candidateDiagonal, .matched, .pending,
        .notComputed,
    ]
}
