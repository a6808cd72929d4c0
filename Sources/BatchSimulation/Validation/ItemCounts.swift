/// The four numbers UIKit adds up for one section (M2's parentheses).
public struct ItemCounts: Sendable, Hashable {
    /// Items inserted into the new section (reload halves included).
    public var inserted = 0
    /// Items deleted from the old section it continues (reload halves included).
    public var deleted = 0
    /// Items moved in from another section.
    public var movedIn = 0
    /// Items moved out to another section.
    public var movedOut = 0

    /// Creates counts, all zero unless given.
    public init(inserted: Int = 0, deleted: Int = 0, movedIn: Int = 0, movedOut: Int = 0) {
        self.inserted = inserted
        self.deleted = deleted
        self.movedIn = movedIn
        self.movedOut = movedOut
    }

    /// `before + inserted - deleted + movedIn - movedOut`, the count UIKit expects after.
    /// - Parameter before: the section's count before the update.
    /// - Returns: the expected count after.
    /// - Complexity: O(1).
    public func expected(from before: Int) -> Int {
        before + inserted - deleted + movedIn - movedOut
    }
}
