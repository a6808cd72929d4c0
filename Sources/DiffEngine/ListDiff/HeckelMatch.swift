/// A link made by one of Heckel's passes: old line `old` is the same item as new line `new`.
public struct HeckelMatch: Hashable, Sendable {
    /// The line in the old list.
    public var old: Int
    /// The line in the new list.
    public var new: Int

    /// Creates a link.
    ///
    /// - Complexity: O(1).
    public init(old: Int, new: Int) {
        self.old = old
        self.new = new
    }
}
