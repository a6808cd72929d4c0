/// One linking pass of Heckel's algorithm and the links it made, in the order it made them.
package struct HeckelPass: Hashable, Sendable {
    /// The linking passes, numbered as in the paper (6 is diffstep's addition).
    package enum Kind: Int, Hashable, Sendable, CaseIterable {
        /// Pass 3: items that occur once in each list are linked.
        case uniqueLines = 3
        /// Pass 4: walking down, the free neighbours after a link are linked when equal.
        case ascending = 4
        /// Pass 5: walking up, the free neighbours before a link are linked when equal.
        case descending = 5
        /// Pass 6: copies of a repeated item still free on both sides are paired in order.
        case duplicates = 6
    }

    /// Which pass this is.
    package var kind: Kind
    /// The links it made, in the order it made them.
    package var matches: [HeckelMatch]

    /// Creates a pass record.
    ///
    /// - Complexity: O(1).
    package init(kind: Kind, matches: [HeckelMatch]) {
        self.kind = kind
        self.matches = matches
    }
}
