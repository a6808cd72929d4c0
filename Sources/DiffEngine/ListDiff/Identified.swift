/// A value with an identity and a content, the smallest ``DiffItem``.
///
/// ```swift
/// let old = [Identified(id: 0, content: "a"), Identified(id: 1, content: "b")]
/// let new = [Identified(id: 0, content: "A"), Identified(id: 1, content: "b")]
/// Heckel.diff(old: old, new: new) // [.update(old: 0:a, new: 0:A, from: 0, to: 0)]
/// ```
package struct Identified<ID: Hashable, Content: Equatable>: DiffItem {
    /// The identity: equal ids are the same row.
    package var id: ID
    /// What the row shows.
    package var content: Content

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - id: the identity.
    ///   - content: the content.
    /// - Complexity: O(1).
    package init(id: ID, content: Content) {
        self.id = id
        self.content = content
    }

    /// The identity (``id``).
    ///
    /// - Complexity: O(1).
    package var identity: ID { id }

    /// Whether the contents are equal.
    ///
    /// - Complexity: one `==` of the contents.
    package func hasSameContent(as other: Self) -> Bool { content == other.content }
}

extension Identified: Equatable {}
extension Identified: Hashable where Content: Hashable {}
extension Identified: Sendable where ID: Sendable, Content: Sendable {}

extension Identified: CustomStringConvertible {
    /// `id:content`, as the reference vectors write items.
    package var description: String { "\(id):\(content)" }
}
