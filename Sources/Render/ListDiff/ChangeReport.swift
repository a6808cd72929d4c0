import DiffEngine
import Storyboard

/// The changes of one list diff, ready to print as text, JSON or a one-line summary.
///
/// Items are shown by their description, escaped for the terminal in text output.
public struct ChangeReport: Sendable {
    /// The algorithm's name as typed on the command line (`heckel`, `myers`, ...).
    public var algorithm: String
    /// The move strategy, when the algorithm has one.
    public var moves: MoveStrategy?
    /// The changes, in the order the algorithm gave them.
    public var changes: [Change<String>]
    /// How many changes of each kind.
    public var counts: ChangeCounts

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - algorithm: the algorithm's command-line name.
    ///   - moves: the move strategy, if any.
    ///   - changes: the diff's changes.
    public init(algorithm: String, moves: MoveStrategy?, changes: [Change<String>]) {
        self.algorithm = algorithm
        self.moves = moves
        self.changes = changes
        counts = ChangeCounts(changes)
    }

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

    /// The kinds shown in counts: the four the issue names, and replaces when there are any.
    var countedKinds: [ChangeKind] {
        [.insert, .delete, .move, .update] + (counts.replaces > 0 ? [.replace] : [])
    }
}
