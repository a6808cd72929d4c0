/// The `NSInternalInconsistencyException` UIKit would raise, with the template it came from.
public struct Exception: Sendable, Hashable, CustomStringConvertible {
    /// The message templates of the reference (`M1` ... `M24`).
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
    }

    /// The template, for a learner's explanation and for tests.
    public var template: Template
    /// The reason text exactly as UIKit words it.
    public var message: String

    /// Creates an exception.
    public init(_ template: Template, _ message: String) {
        self.template = template
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension Exception: Error {}
