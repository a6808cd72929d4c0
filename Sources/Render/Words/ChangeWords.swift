import DiffEngine
import Storyboard

/// The words of a list diff's report: each kind of change as a verb and as a count's label.
extension ChangeReport {
    /// The verb for a kind of change: `insert`, `삽입`.
    static func verb(_ kind: ChangeKind) -> Localized {
        Localized(ko: korean(kind), en: kind.rawValue)
    }

    /// The label of a count: `inserts`, `삽입` (Korean nouns do not change in the plural).
    static func countLabel(_ kind: ChangeKind) -> Localized {
        Localized(ko: korean(kind), en: kind.rawValue + "s")
    }

    /// The Korean noun: Storyboard's for the edits and the move (spelled there once), "갱신"
    /// for an update, which only a list diff makes.
    private static func korean(_ kind: ChangeKind) -> String {
        switch kind {
        case .insert: Role.inserted.name.ko
        case .delete: Role.deleted.name.ko
        case .replace: Role.substituted.name.ko
        case .move: Role.moved.name.ko
        case .update: "갱신"
        }
    }
}
