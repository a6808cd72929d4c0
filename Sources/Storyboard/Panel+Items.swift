extension Panel {
    /// A list drawn as one row, with each item's index above it.
    ///
    /// - Parameters:
    ///   - items: the items, left to right.
    ///   - caption: what the list is ("before", "after the deletes").
    ///   - roles: the roles of the items at some indexes.
    /// - Returns: a one-row panel whose column headers are `0`, `1`, `2`...
    public static func items(_ items: [String], caption: Localized? = nil, roles: [Int: Roles] = [:]) -> Panel {
        Panel(
            caption: caption,
            columnHeaders: items.indices.map(String.init),
            cells: [items.enumerated().map { Cell($1, roles: roles[$0] ?? []) }])
    }
}
