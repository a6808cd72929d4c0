/// One item a collection view shows: an identity, and the content its cell displays.
///
/// Two items are the same item when their identifiers are equal; an item whose content
/// changed keeps its identifier (`c=👻` in the text form), so a batch that forgets to reload
/// it leaves a stale cell on screen.
public struct DataItem: Sendable, Hashable, CustomStringConvertible {
    /// What makes the item the same item across updates.
    public var id: String
    /// What its cell shows; equal to `id` unless given separately.
    public var content: String

    /// Creates an item.
    /// - Parameters:
    ///   - id: the identity.
    ///   - content: the content shown; `nil` means the identifier itself.
    public init(_ id: String, content: String? = nil) {
        self.id = id
        self.content = content ?? id
    }

    /// Equal identifiers and contents, as the synthesized `==` compares them; one copy, not
    /// one inlined into every list comparison and lookup of items.
    @inline(never)
    public static func == (lhs: DataItem, rhs: DataItem) -> Bool {
        lhs.id == rhs.id && lhs.content == rhs.content
    }

    /// `id`, or `id=content` when they differ.
    public var description: String { content == id ? id : "\(id)=\(content)" }
}
