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
        case .substituted: ("#00785A", true)
        case .inserted: ("#0072B2", true)
        case .deleted, .error: ("#B34700", true)
        case .pending: ("#FFFFFF", false)
        case .notComputed: ("#BBBBBB", false)
        }
    }

    /// The short word a page shows on a cell instead of the terminal's glyph (`↑ up`, not `^`).
    public var mark: Localized {
        switch self {
        case .current: Localized(ko: "지금", en: "now")
        case .candidateUp: Localized(ko: "↑ 위", en: "↑ up")
        case .candidateLeft: Localized(ko: "← 왼쪽", en: "← left")
        case .candidateDiagonal: Localized(ko: "↖ 대각선", en: "↖ diagonal")
        case .chosen: Localized(ko: "✓ 선택", en: "✓ chosen")
        case .path: Localized(ko: "경로", en: "path")
        case .matched: Localized(ko: "유지", en: "keep")
        case .substituted: Localized(ko: Role.substituted.name.ko, en: "sub")
        case .inserted: Localized(ko: Role.inserted.name.ko, en: "ins")
        case .deleted: Localized(ko: Role.deleted.name.ko, en: "del")
        case .moved: Localized(ko: Role.moved.name.ko, en: "move")
        case .reloaded: .same("reload")
        case .reconfigured: .same("reconfigure")
        case .error: Localized(ko: "오류", en: "error")
        case .pending: Localized(ko: "곧", en: "next")
        case .notComputed: Localized(ko: "계산 안 함", en: "not computed")
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
