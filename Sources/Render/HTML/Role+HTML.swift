import Storyboard

extension Role {
    /// The CSS class that colours a cell playing this role (`r-` and the role's name).
    var cssClass: String { "r-" + rawValue }

    /// The Okabe-Ito colour (safe for the common colour-vision deficiencies) for this role,
    /// and whether text on it reads better in white.
    package var colour: (fill: String, lightText: Bool) {
        switch self {
        case .current: ("#E69F00", false)
        case .candidateUp, .candidateLeft, .candidateDiagonal, .reloaded, .reconfigured: ("#56B4E9", false)
        case .chosen, .moved: ("#F0E442", false)
        case .path: ("#CC79A7", false)
        case .matched: ("#DDDDDD", false)
        case .substituted: ("#00785A", true)
        case .inserted: ("#0072B2", true)
        case .deleted, .error: ("#B34700", true)
        case .pending: ("#FFFFFF", false)
        case .notComputed: ("#BBBBBB", false)
        }
    }

    /// The roles of a set in a fixed order, so output never depends on hashing.
    static func ordered(_ roles: Roles) -> [Role] {
        allCases.filter(roles.contains)
    }

    /// The letters of a set of roles, in the fixed order (`"@*"`).
    static func letters(_ roles: Roles) -> String {
        ordered(roles).map(\.letter).joined()
    }
}
