/// One section of a collection: a name and its items in order.
public struct Section: Sendable, Hashable, CustomStringConvertible {
    /// The section's identity (`A` in `A: a b c`); sections without a name get their index.
    public var name: String
    /// The items, in display order.
    public var items: [DataItem]

    /// Creates a section.
    /// - Parameters:
    ///   - name: the section's identity.
    ///   - items: its items in order.
    public init(_ name: String, items: [DataItem]) {
        self.name = name
        self.items = items
    }

    /// Equal names and items, as the synthesized `==` compares them; one copy, not one
    /// inlined into every comparison of contents.
    @inline(never)
    public static func == (lhs: Section, rhs: Section) -> Bool {
        lhs.name == rhs.name && lhs.items == rhs.items
    }

    /// `name: a b c`.
    public var description: String {
        ([name + ":"] + items.map { $0.description }).joined(separator: " ")
    }
}
