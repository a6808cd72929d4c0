extension HeckelTrace {
    /// The old array (OA) as it stands after a pass: each line points at its symbol-table
    /// entry until a pass links it, then holds its new line number.
    ///
    /// - Parameter pass: the last pass to include; `nil` for the array right after pass 2.
    /// - Returns: one slot per old line.
    /// - Complexity: O(*n* + *l*) for *n* old lines and *l* links.
    package func oldArray(after pass: HeckelPass.Kind?) -> [HeckelSlot] {
        var slots = oldSymbols.map(HeckelSlot.symbol)
        for match in links(through: pass) { slots[match.old] = .line(match.new) }
        return slots
    }

    /// The new array (NA) as it stands after a pass.
    ///
    /// - Parameter pass: the last pass to include; `nil` for the array right after pass 1.
    /// - Returns: one slot per new line.
    /// - Complexity: O(*m* + *l*) for *m* new lines and *l* links.
    package func newArray(after pass: HeckelPass.Kind?) -> [HeckelSlot] {
        var slots = newSymbols.map(HeckelSlot.symbol)
        for match in links(through: pass) { slots[match.new] = .line(match.old) }
        return slots
    }

    /// Every link made up to and including `pass`.
    ///
    /// - Complexity: O(*l*) for *l* links.
    package func links(through pass: HeckelPass.Kind?) -> [HeckelMatch] {
        guard let pass else { return [] }
        return passes.filter { $0.kind.rawValue <= pass.rawValue }.flatMap { $0.matches }
    }
}
