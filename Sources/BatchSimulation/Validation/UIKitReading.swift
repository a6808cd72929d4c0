import BatchModel

/// UIKit's reading of one batch: the calls sorted into lists, each in its index space, with
/// reloads split into a delete and an insert.
///
/// Filled as far as validation got: when UIKit raises, the lists hold what was read before
/// the failing check.
public struct UIKitReading: Sendable, Hashable {
    /// A reload split into its delete (BEFORE) and insert (AFTER) halves.
    public struct Reload<Index: Sendable & Hashable>: Sendable, Hashable {
        /// The reloaded index, BEFORE.
        public var before: Index
        /// Where the fresh cell goes, AFTER.
        public var after: Index
    }

    /// Deleted sections, BEFORE, ascending (reload halves included).
    public var deletedSections: [Int] = []
    /// Inserted sections, AFTER, ascending (reload halves included).
    public var insertedSections: [Int] = []
    /// Section moves, ascending by source.
    public var movedSections: [Move<Int>] = []
    /// Section reloads and where their fresh sections land.
    public var reloadedSections: [Reload<Int>] = []
    /// Deleted items, BEFORE, descending as UIKit processes them (reload halves included).
    public var deletedItems: [IndexPath] = []
    /// Inserted items, AFTER, ascending (reload halves included).
    public var insertedItems: [IndexPath] = []
    /// Item moves, ascending by source.
    public var movedItems: [Move<IndexPath>] = []
    /// Item reloads and where their fresh cells land.
    public var reloadedItems: [Reload<IndexPath>] = []
    /// For each new section, the old section it continues, or `nil` when it is inserted.
    public var sectionMap: [Int?] = []
    /// For each new section, the numbers UIKit adds up (empty for inserted sections).
    public var counts: [ItemCounts] = []

    /// Creates an empty reading.
    public init() {}

    /// The old section's new index, or `nil` when it is deleted (inverse of `sectionMap`).
    /// - Complexity: O(sections).
    public func newIndex(ofOldSection old: Int) -> Int? {
        sectionMap.firstIndex(of: old)
    }

    /// UIKit's animation order: deletes (descending), moves, inserts (ascending), as the
    /// iOS 16.4 listing names them.
    /// - Complexity: O(updates).
    var listedUpdates: [ListedUpdate] {
        var lines: [ListedUpdate] = []
        lines += deletedSections.reversed().map { .deleteSection($0) }
        lines += deletedItems.map { .deleteItem($0) }
        lines += movedSections.map { .moveSection(from: $0.from, to: $0.to) }
        lines += movedItems.map { .moveItem(from: $0.from, to: $0.to) }
        lines += insertedSections.map { .insertSection($0) }
        lines += insertedItems.map { .insertItem($0) }
        return lines
    }
}
