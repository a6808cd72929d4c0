/// How many changes of each kind a diff holds: the line a learner compares between algorithms.
public struct ChangeCounts: Sendable, Hashable {
    /// Items added.
    public var inserts = 0
    /// Items removed.
    public var deletes = 0
    /// Items swapped for different ones.
    public var replaces = 0
    /// Items that changed position.
    public var moves = 0
    /// Items that changed content.
    public var updates = 0

    /// Counts the changes of each kind.
    ///
    /// - Parameter changes: the changes of one diff.
    /// - Complexity: O(*n*) for *n* changes.
    public init<Item>(_ changes: some Sequence<Change<Item>>) {
        for change in changes {
            switch change {
            case .insert: inserts += 1
            case .delete: deletes += 1
            case .replace: replaces += 1
            case .move: moves += 1
            case .update: updates += 1
            }
        }
    }

    /// Creates counts from numbers.
    ///
    /// - Complexity: O(1).
    public init(inserts: Int = 0, deletes: Int = 0, replaces: Int = 0, moves: Int = 0, updates: Int = 0) {
        self.inserts = inserts
        self.deletes = deletes
        self.replaces = replaces
        self.moves = moves
        self.updates = updates
    }

    /// The number of changes of one kind.
    ///
    /// - Complexity: O(1).
    public subscript(kind: ChangeKind) -> Int {
        switch kind {
        case .insert: inserts
        case .delete: deletes
        case .replace: replaces
        case .move: moves
        case .update: updates
        }
    }

    /// All changes together.
    ///
    /// - Complexity: O(1).
    public var total: Int { inserts + deletes + replaces + moves + updates }
}
