import Storyboard

extension Role {
    /// The role's name in a legend, in both languages.
    public var label: Localized {
        switch self {
        case .current: Localized(ko: "지금 정하는 칸", en: "being decided")
        case .candidateUp: Localized(ko: "위에서 (삭제)", en: "from above (delete)")
        case .candidateLeft: Localized(ko: "왼쪽에서 (삽입)", en: "from the left (insert)")
        case .candidateDiagonal: Localized(ko: "대각선에서 (일치/교체)", en: "from the diagonal (match/substitute)")
        case .chosen: Localized(ko: "고른 후보", en: "chosen candidate")
        case .path: Localized(ko: "경로", en: "on the path")
        case .matched: Localized(ko: "같음", en: "matched")
        case .substituted: Localized(ko: "교체", en: "substituted")
        case .inserted: Localized(ko: "삽입", en: "inserted")
        case .deleted: Localized(ko: "삭제", en: "deleted")
        case .moved: Localized(ko: "이동", en: "moved")
        case .reloaded: Localized(ko: "다시 읽음", en: "reloaded")
        case .error: Localized(ko: "오류", en: "error")
        case .pending: Localized(ko: "아직 모름", en: "not yet computed")
        }
    }

    /// The CSS class that colours a cell playing this role (`r-` and the role's name).
    public var cssClass: String { "r-" + rawValue }

    /// The Okabe-Ito colour (safe for the common colour-vision deficiencies) for this role,
    /// and whether text on it reads better in white.
    public var colour: (fill: String, lightText: Bool) {
        switch self {
        case .current: ("#E69F00", false)
        case .candidateUp, .candidateLeft, .candidateDiagonal, .reloaded: ("#56B4E9", false)
        case .chosen, .moved: ("#F0E442", false)
        case .path: ("#CC79A7", false)
        case .matched: ("#DDDDDD", false)
        case .substituted: ("#009E73", true)
        case .inserted: ("#0072B2", true)
        case .deleted, .error: ("#D55E00", true)
        case .pending: ("#FFFFFF", false)
        }
    }

    /// The roles of a set in a fixed order, so output never depends on hashing.
    static func ordered(_ roles: Set<Role>) -> [Role] {
        allCases.filter(roles.contains)
    }

    /// The letters of a set of roles, in the fixed order (`"@*"`).
    static func letters(_ roles: Set<Role>) -> String {
        ordered(roles).map(\.letter).joined()
    }
}
