/// One entry of Heckel's symbol table: an item and where it occurs.
///
/// The paper keeps the counters as 0, 1 or "many"; the trace keeps the exact counts, and
/// a lesson shows "many" for anything above one.
package struct HeckelSymbol<Item: Hashable>: Hashable {
    /// The item (its identity) this entry stands for.
    package var item: Item
    /// How many times it occurs in the old list (OC).
    package var oldCount: Int
    /// How many times it occurs in the new list (NC).
    package var newCount: Int
    /// The last old line holding it (OLNO), or `nil` when it is not in the old list. Only
    /// read when ``oldCount`` is one, so "last" and "only" agree where it matters.
    package var oldLineNumber: Int?

    /// True when the item occurs exactly once on each side: pass 3 links it.
    ///
    /// - Complexity: O(1).
    package var isUniqueOnBothSides: Bool { oldCount == 1 && newCount == 1 }
}

extension HeckelSymbol: Sendable where Item: Sendable {}
