import BatchModel

/// One entry of the iOS 16.4+ listing's `Updates = [...]`, in UIKit's order.
public enum ListedUpdate: Sendable, Hashable {
    case deleteSection(Int)
    case deleteItem(IndexPath)
    case moveSection(from: Int, to: Int)
    case moveItem(from: IndexPath, to: IndexPath)
    case insertSection(Int)
    case insertItem(IndexPath)

    /// The batch call that yields this entry.
    public var update: Update {
        switch self {
        case .deleteSection(let section): .deleteSections([section])
        case .deleteItem(let path): .deleteItems([path])
        case .moveSection(let from, let to): .moveSection(from: from, to: to)
        case .moveItem(let from, let to): .moveItem(from: from, to: to)
        case .insertSection(let section): .insertSections([section])
        case .insertItem(let path): .insertItems([path])
        }
    }
}

/// What UIKit found wrong with a batch, with the numbers and index paths its text carries.
public enum ExceptionFact: Sendable, Hashable {
    /// M1: the section count after does not add up.
    case sectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    /// M2: a section's item count after does not add up.
    case itemCount(section: Int, after: Int, before: Int, counts: ItemCounts)
    /// M3: more items deleted (or moved out) than the section held.
    case deleteMoreThanExist(section: Int)
    /// M4 (iOS 16.4+): the data source's counts before and after, and the sorted updates.
    case invalidBatch(before: [Int], after: [Int], updates: [ListedUpdate])
    /// M5: one index path both deleted and reloaded.
    case deleteAndReload(IndexPath)
    /// M6: one index path both deleted and moved away.
    case deleteAndMoveFrom(IndexPath)
    /// M6, sections.
    case deleteAndMoveFromSection(Int)
    /// M7: one index path both inserted and a move's destination.
    case insertAndMoveTo(IndexPath)
    /// M7, sections.
    case insertAndMoveToSection(Int)
    /// M8: a deleted section beyond the sections before.
    case deleteSection(Int, sections: Int)
    /// M9: a deleted item in a section that did not exist before.
    case deleteItemFromMissingSection(IndexPath, sections: Int)
    /// M10: a deleted item beyond its section's count before.
    case deleteItem(IndexPath, count: Int)
    /// M11: an inserted section beyond the sections after.
    case insertSection(Int, sections: Int)
    /// M12: an inserted item in a section that does not exist after.
    case insertItemIntoMissingSection(IndexPath, sections: Int)
    /// M13: an inserted item beyond its section's count after.
    case insertItem(IndexPath, count: Int)
    /// M14: a moved section beyond the sections before.
    case moveSectionFrom(Int, sections: Int)
    /// M15: a section moved beyond the sections after.
    case moveSectionTo(from: Int, to: Int, sections: Int)
    /// M16: an item moved out of a section that did not exist before.
    case moveItemFromMissingSection(IndexPath, sections: Int)
    /// M17: an item moved from beyond its section's count before.
    case moveItemFromMissing(IndexPath, count: Int)
    /// M18: an item moved into a section that does not exist after.
    case moveItemToMissingSection(from: IndexPath, to: IndexPath, sections: Int)
    /// M19: an item moved beyond its section's count after.
    case moveItemToMissing(from: IndexPath, to: IndexPath, count: Int)
    /// M20: one section moved to two places.
    case moveSectionToBoth(Int, first: Int, second: Int)
    /// M21: one item moved to two places.
    case moveItemToBoth(IndexPath, first: IndexPath, second: IndexPath)
    /// M22: two sections moved to one place.
    case moveBothSections(Int, Int, to: Int)
    /// M23: two items moved to one place.
    case moveBothItems(IndexPath, IndexPath, to: IndexPath)
    /// M24: an item moved out of a section deleted in the same batch.
    case moveFromDeletedSection(Int)
    /// M24: an item moved into a section inserted in the same batch.
    case moveIntoInsertedSection(Int)
    /// M25 (iOS 5 table views): the old catch-all text, with no numbers.
    case invalidTableViewUpdate
    /// M26 (iOS 14+ table views): an update call named an index path with a negative section
    /// or row, asserted when the call is made.
    case negativeIndexPath(IndexPath)
}
