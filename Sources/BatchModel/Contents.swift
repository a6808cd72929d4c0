/// What a collection or table view shows: sections of items.
///
/// The text form is `a b c` (one section) or `A: a b c | B: d e` (named sections); an item
/// written `c=x` has identity `c` and content `x`.
public struct Contents: Sendable, Hashable, CustomStringConvertible {
    /// The sections, in order.
    public var sections: [Section]

    /// Creates contents from sections.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// One unnamed section (named `0`) holding `items`.
    /// - Parameter items: the item identifiers, in order.
    public init(items: [String]) {
        self.sections = [Section("0", items: items.map { DataItem($0) })]
    }

    /// The number of items in each section.
    public var counts: [Int] { sections.map { $0.items.count } }

    /// True when the sections carry names of their own (not just their indexes).
    public var hasNamedSections: Bool {
        sections.enumerated().contains { $0.element.name != String($0.offset) }
    }

    /// The text form: `a b c`, or `A: a b c | B: d e` when there are several sections.
    public var description: String {
        if sections.count == 1 && !hasNamedSections {
            return sections[0].items.map { $0.description }.joined(separator: " ")
        }
        return sections.map { $0.description }.joined(separator: " | ")
    }
}
