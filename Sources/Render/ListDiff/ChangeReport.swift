import DiffEngine
import Storyboard

/// The changes of one list diff, ready to print as text, JSON or a one-line summary.
///
/// Items are shown by their description, escaped for the terminal in text output.
package struct ChangeReport: Sendable {
    /// The algorithm's name as typed on the command line (`heckel`, `myers`, ...).
    package var algorithm: String
    /// The move strategy, when the algorithm has one.
    package var moves: MoveStrategy?
    /// The changes, in the order the algorithm gave them.
    package var changes: [Change<String>]
    /// How many changes of each kind.
    package var counts: ChangeCounts
    /// False when the search for the fewest changes ran out of its budget: the changes are
    /// right, but may not be the fewest (said in every format).
    package var isMinimal: Bool

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - algorithm: the algorithm's command-line name.
    ///   - moves: the move strategy, if any.
    ///   - changes: the diff's changes.
    ///   - isMinimal: false when the changes may not be the fewest (``ListDiffResult``).
    package init(algorithm: String, moves: MoveStrategy?, changes: [Change<String>], isMinimal: Bool = true) {
        self.algorithm = algorithm
        self.moves = moves
        self.changes = changes
        self.isMinimal = isMinimal
        counts = ChangeCounts(changes)
    }

    /// A report of a diff's result.
    package init(algorithm: String, moves: MoveStrategy?, result: ListDiffResult<String>) {
        self.init(algorithm: algorithm, moves: moves, changes: result.changes, isMinimal: result.isMinimal)
    }

    /// The kinds shown in counts: the four the issue names, and replaces when there are any.
    var countedKinds: [ChangeKind] {
        [.insert, .delete, .move, .update] + (counts.replaces > 0 ? [.replace] : [])
    }
}
