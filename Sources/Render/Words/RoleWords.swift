import Storyboard

/// The words a page shows for a role (the names live in Storyboard's `Role.name`).
extension Role {
    /// The short word a page shows on a cell instead of the terminal's glyph (`↑ up`, not `^`).
    package var mark: Localized {
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
}
