/// The address of one item: its section and its position inside that section.
///
/// Foundation's `IndexPath` on Linux has no `item`/`section` accessors, and this module
/// needs no Foundation, so diffstep keeps its own.
public struct IndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The section, counted from zero.
    public var section: Int
    /// The item (row, in a table view) inside the section, counted from zero.
    public var item: Int

    /// Creates the address of `item` in `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// UIKit's order: by section, then by item.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `section - item`, the way UIKit's messages print a path (`{length = 2, path = 0 - 6}`).
    public var description: String { "\(section) - \(item)" }
}
