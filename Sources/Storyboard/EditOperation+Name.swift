import DiffEngine

extension EditOperation {
    /// The operation's name for a learner, as a verb.
    package var name: Localized {
        switch self {
        case .match: Localized(ko: "그대로 둠 (일치)", en: "keep (match)")
        case .substitute: Localized(ko: "대체", en: "substitute")
        case .insert: Localized(ko: "삽입", en: "insert")
        case .delete: Localized(ko: "삭제", en: "delete")
        }
    }

    /// Where in the table the operation comes from: up, left or the diagonal.
    package var direction: Localized {
        switch self {
        case .match, .substitute: Localized(ko: "대각선", en: "on the diagonal")
        case .insert: Localized(ko: "왼쪽", en: "on the left")
        case .delete: Localized(ko: "위", en: "above")
        }
    }

    /// The role a cell or item plays when this operation touched it.
    package var role: Role {
        switch self {
        case .match: .matched
        case .substitute: .substituted
        case .insert: .inserted
        case .delete: .deleted
        }
    }
}
