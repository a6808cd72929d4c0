import DiffEngine

extension EditOperation {
    /// The operation's name for a learner, as a verb.
    public var name: Localized {
        switch self {
        case .match: Localized(ko: "그대로 둠 (일치)", en: "keep (match)")
        case .substitute: Localized(ko: "대체", en: "substitute")
        case .insert: Localized(ko: "삽입", en: "insert")
        case .delete: Localized(ko: "삭제", en: "delete")
        }
    }

    /// The role a cell or item plays when this operation touched it.
    public var role: Role {
        switch self {
        case .match: .matched
        case .substitute: .substituted
        case .insert: .inserted
        case .delete: .deleted
        }
    }
}
