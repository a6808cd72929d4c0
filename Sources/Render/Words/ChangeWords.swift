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

    /// One change as a line: `insert "d" at 2`, `2번 "d" 삽입`.
    static func sentence(_ change: Change<String>) -> Localized {
        let verb = verb(change.kind)
        switch change {
        case .insert(let item, let index), .delete(let item, let index):
            return Localized(
                ko: "\(index)번 \(quoted(item)) \(verb.ko)", en: "\(verb.en) \(quoted(item)) at \(index)")
        case .move(let item, let from, let to):
            return Localized(
                ko: "\(from)번 \(quoted(item)) -> \(to)번 \(verb.ko)",
                en: "\(verb.en) \(quoted(item)) from \(from) to \(to)")
        case .replace(let old, let new, let index):
            return Localized(
                ko: "\(index)번 \(quoted(old)) -> \(quoted(new)) \(verb.ko)",
                en: "\(verb.en) \(quoted(old)) with \(quoted(new)) at \(index)")
        case .update(let old, let new, let from, let to):
            return Localized(
                ko: "\(from)번 \(quoted(old)) -> \(to)번 \(quoted(new)) \(verb.ko)",
                en: "\(verb.en) \(quoted(old)) to \(quoted(new)) from \(from) to \(to)")
        }
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
