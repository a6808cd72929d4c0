import DiffEngine

extension DataItem: DiffItem {
    /// The identifier: equal identifiers are the same cell.
    /// - Complexity: O(1).
    public var identity: String { id }

    /// Whether the cell shows the same content (no reload needed).
    /// - Parameter other: the item with the same identifier on the other side of a diff.
    /// - Returns: true when the contents are equal.
    /// - Complexity: one string comparison.
    public func hasSameContent(as other: DataItem) -> Bool { content == other.content }
}
