/// A link made by one of Heckel's passes: old line `old` is the same item as new line `new`.
package struct HeckelMatch: Hashable, Sendable {
    /// The line in the old list.
    package var old: Int
    /// The line in the new list.
    package var new: Int

    /// Creates a link.
    ///
    /// - Complexity: O(1).
    package init(old: Int, new: Int) {
        self.old = old
        self.new = new
    }
}
