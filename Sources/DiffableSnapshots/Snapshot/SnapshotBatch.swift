import BatchModel

/// The batch UIKit performs for one `apply`: what a hand-written `performBatchUpdates`
/// would have had to say, in index paths.
///
/// Deletes and move sources are in the old (before) index space; inserts and move targets in
/// the new (after) one, as UIKit reads them. A reload is performed as a delete plus an
/// insert (a new cell); `reloadedItems` and `reloadedSections` only say which of the inserts
/// are reloads, for drawing.
public struct SnapshotBatch: Sendable, Hashable {
    /// A section move, from its old position to its new one.
    public struct SectionMove: Sendable, Hashable {
        /// The old position.
        public var from: Int
        /// The new position.
        public var to: Int
        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item move, from its old index path to its new one.
    public struct ItemMove: Sendable, Hashable {
        /// The old index path.
        public var from: IndexPath
        /// The new index path.
        public var to: IndexPath
        /// Creates a move.
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted, by old position, ascending.
    public var deletedSections: [Int] = []
    /// Sections inserted, by new position, ascending.
    public var insertedSections: [Int] = []
    /// Sections moved.
    public var movedSections: [SectionMove] = []
    /// Inserted sections that are reloads (also listed in the deletes and inserts), by new position.
    public var reloadedSections: [Int] = []
    /// Items deleted, by old index path, ascending.
    public var deletedItems: [IndexPath] = []
    /// Items inserted, by new index path, ascending.
    public var insertedItems: [IndexPath] = []
    /// Items moved.
    public var movedItems: [ItemMove] = []
    /// Inserted items that are reloads (also listed in the deletes and inserts), by new index path.
    public var reloadedItems: [IndexPath] = []

    /// Creates an empty batch.
    public init() {}

    /// True when the batch changes nothing.
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
    }

    /// The number of index paths and sections the batch names.
    /// - Complexity: O(1).
    public var count: Int {
        deletedSections.count + insertedSections.count + movedSections.count
            + deletedItems.count + insertedItems.count + movedItems.count
    }

    mutating func sort() {
        deletedSections.sort()
        insertedSections.sort()
        reloadedSections.sort()
        movedSections = StableOrder.positions(keys: movedSections.map { $0.from }, width: 1).map { movedSections[$0] }
        deletedItems = IndexPath.ordered(deletedItems)
        insertedItems = IndexPath.ordered(insertedItems)
        reloadedItems = IndexPath.ordered(reloadedItems)
        var sources: [Int] = []
        for move in movedItems { sources += [move.from.section, move.from.item] }
        movedItems = StableOrder.positions(keys: sources, width: 2).map { movedItems[$0] }
    }
}
