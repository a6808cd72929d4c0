import Storyboard

extension Role {
    /// The CSS class that colours a cell playing this role (`r-` and the role's name).
    public var cssClass: String { "r-" + rawValue }

    /// The Okabe-Ito colour (safe for the common colour-vision deficiencies) for this role,
    /// and whether text on it reads better in white.
    public var colour: (fill: String, lightText: Bool) {
        switch self {
        case .current: ("#E69F00", false)
        case .candidateUp, .candidateLeft, .candidateDiagonal, .reloaded, .reconfigured: ("#56B4E9", false)
        case .chosen, .moved: ("#F0E442", false)
        case .path: ("#CC79A7", false)
        case .matched: ("#DDDDDD", false)
        case .substituted: ("#009E73", true)
        case .inserted: ("#0072B2", true)
        case .deleted, .error: ("#D55E00", true)
        case .pending: ("#FFFFFF", false)
        }
    }
}
