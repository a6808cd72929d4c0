import BatchModel

/// One value a message's format fills in: `%ld` or `%@` (an index path).
package enum FormatArgument: Sendable, Hashable {
    case number(Int)
    case path(IndexPath)
}

/// One format string of UIKit's: a template, or one of its two variants (M6, M7, M24).
package enum ExceptionShape: Sendable, Hashable, CaseIterable {
    case sectionCount, itemCount, deleteMoreThanExist, invalidBatch, deleteAndReload
    case deleteAndMoveFrom, deleteAndMoveFromSection, insertAndMoveTo, insertAndMoveToSection
    case deleteSection, deleteItemFromMissingSection, deleteItem, insertSection
    case insertItemIntoMissingSection, insertItem, moveSectionFrom, moveSectionTo
    case moveItemFromMissingSection, moveItemFromMissing, moveItemToMissingSection, moveItemToMissing
    case moveSectionToBoth, moveItemToBoth, moveBothSections, moveBothItems
    case moveFromDeletedSection, moveIntoInsertedSection, invalidTableViewUpdate, negativeIndexPath

    /// The reference template this format belongs to.
    package var template: Exception.Template {
        switch self {
        case .sectionCount: .invalidSectionCount
        case .itemCount: .invalidItemCount
        case .deleteMoreThanExist: .deleteMoreThanExist
        case .invalidBatch: .invalidBatch
        case .deleteAndReload: .deleteAndReload
        case .deleteAndMoveFrom, .deleteAndMoveFromSection: .deleteAndMoveFrom
        case .insertAndMoveTo, .insertAndMoveToSection: .insertAndMoveTo
        case .deleteSection: .deleteSectionRange
        case .deleteItemFromMissingSection: .deleteItemSectionRange
        case .deleteItem: .deleteItemRange
        case .insertSection: .insertSectionRange
        case .insertItemIntoMissingSection: .insertItemSectionRange
        case .insertItem: .insertItemRange
        case .moveSectionFrom: .moveSectionFromRange
        case .moveSectionTo: .moveSectionToRange
        case .moveItemFromMissingSection: .moveItemFromSectionRange
        case .moveItemFromMissing: .moveItemFromRange
        case .moveItemToMissingSection: .moveItemToSectionRange
        case .moveItemToMissing: .moveItemToRange
        case .moveSectionToBoth: .moveSectionToBoth
        case .moveItemToBoth: .moveItemToBoth
        case .moveBothSections: .moveBothSections
        case .moveBothItems: .moveBothItems
        case .moveFromDeletedSection, .moveIntoInsertedSection: .moveAcrossChangedSection
        case .invalidTableViewUpdate: .invalidTableViewUpdate
        case .negativeIndexPath: .invalidIndexPath
        }
    }

    /// True for the "Invalid update: ..." texts that newer releases end with the view's description.
    var hasViewSuffix: Bool { self == .sectionCount || self == .itemCount || self == .deleteMoreThanExist }
}

extension ExceptionFact {
    /// Which format renders the fact.
    package var shape: ExceptionShape {
        switch self {
        case .sectionCount: .sectionCount
        case .itemCount: .itemCount
        case .deleteMoreThanExist: .deleteMoreThanExist
        case .invalidBatch: .invalidBatch
        case .deleteAndReload: .deleteAndReload
        case .deleteAndMoveFrom: .deleteAndMoveFrom
        case .deleteAndMoveFromSection: .deleteAndMoveFromSection
        case .insertAndMoveTo: .insertAndMoveTo
        case .insertAndMoveToSection: .insertAndMoveToSection
        case .deleteSection: .deleteSection
        case .deleteItemFromMissingSection: .deleteItemFromMissingSection
        case .deleteItem: .deleteItem
        case .insertSection: .insertSection
        case .insertItemIntoMissingSection: .insertItemIntoMissingSection
        case .insertItem: .insertItem
        case .moveSectionFrom: .moveSectionFrom
        case .moveSectionTo: .moveSectionTo
        case .moveItemFromMissingSection: .moveItemFromMissingSection
        case .moveItemFromMissing: .moveItemFromMissing
        case .moveItemToMissingSection: .moveItemToMissingSection
        case .moveItemToMissing: .moveItemToMissing
        case .moveSectionToBoth: .moveSectionToBoth
        case .moveItemToBoth: .moveItemToBoth
        case .moveBothSections: .moveBothSections
        case .moveBothItems: .moveBothItems
        case .moveFromDeletedSection: .moveFromDeletedSection
        case .moveIntoInsertedSection: .moveIntoInsertedSection
        case .invalidTableViewUpdate: .invalidTableViewUpdate
        case .negativeIndexPath: .negativeIndexPath
        }
    }
}
