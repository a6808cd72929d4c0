import BatchModel

/// The `NSInternalInconsistencyException` UIKit would raise: a typed fact (which rule fired,
/// with its numbers and index paths) and the view and release whose words render it.
///
/// The exact UIKit text is one rendering of the fact (`message`); the narration (Storyboard)
/// and JSON are others.
public struct Exception: Sendable, Hashable, CustomStringConvertible {
    /// The message templates of the reference (`M1` ... `M24`) and the ones added from crash
    /// reports (`M25`: iOS 5's table-view text; `M26`: iOS 14's negative index path).
    public enum Template: String, Sendable, Hashable, CaseIterable {
        case invalidSectionCount = "M1"
        case invalidItemCount = "M2"
        case deleteMoreThanExist = "M3"
        case invalidBatch = "M4"
        case deleteAndReload = "M5"
        case deleteAndMoveFrom = "M6"
        case insertAndMoveTo = "M7"
        case deleteSectionRange = "M8"
        case deleteItemSectionRange = "M9"
        case deleteItemRange = "M10"
        case insertSectionRange = "M11"
        case insertItemSectionRange = "M12"
        case insertItemRange = "M13"
        case moveSectionFromRange = "M14"
        case moveSectionToRange = "M15"
        case moveItemFromSectionRange = "M16"
        case moveItemFromRange = "M17"
        case moveItemToSectionRange = "M18"
        case moveItemToRange = "M19"
        case moveSectionToBoth = "M20"
        case moveItemToBoth = "M21"
        case moveBothSections = "M22"
        case moveBothItems = "M23"
        case moveAcrossChangedSection = "M24"
        case invalidTableViewUpdate = "M25"
        case invalidIndexPath = "M26"
    }

    /// What UIKit found wrong.
    public var fact: ExceptionFact
    /// The view, which decides `item`/`row` and `collection view`/`table view`.
    public var view: ViewKind
    /// The release's spelling.
    public var wording: Wording

    /// Creates an exception.
    public init(_ fact: ExceptionFact, view: ViewKind, wording: Wording = Wording()) {
        self.fact = fact
        self.view = view
        self.wording = wording
    }

    /// The template the fact is rendered with.
    public var template: Template { fact.shape.template }

    /// True when the written order of the calls could matter: an index out of range or a
    /// count that does not add up can come from reading deletes and inserts in the wrong
    /// order; two calls on one index path (delete and reload, two moves to one place) are
    /// wrong in any order.
    public var dependsOnOrder: Bool {
        switch template {
        case .deleteAndReload, .deleteAndMoveFrom, .insertAndMoveTo, .moveSectionToBoth, .moveItemToBoth,
            .moveBothSections, .moveBothItems, .moveAcrossChangedSection, .invalidTableViewUpdate, .invalidIndexPath:
            false
        default: true
        }
    }

    /// The reason text exactly as UIKit words it for this view and release.
    public var message: String { MessageBook(view: view, wording: wording).text(fact) }

    /// The message.
    public var description: String { message }
}

extension Exception: Error {}
