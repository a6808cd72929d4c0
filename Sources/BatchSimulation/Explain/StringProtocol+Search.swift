extension StringProtocol {
    /// Where `text` first stands in this string, compared scalar by scalar.
    ///
    /// Embedded Swift has no `firstRange(of:)` or `contains(_:)` for strings (they live in
    /// `_StringProcessing`), and the explain parser must run in the page too.
    /// - Complexity: O(*n* × *m*).
    package func range(ofText text: String) -> Range<Index>? {
        let needle = Array(text.unicodeScalars)
        guard let first = needle.first else { return startIndex..<startIndex }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex {
            if scalars[start] == first {
                var position = start
                var matched = 0
                while matched < needle.count, position < scalars.endIndex, scalars[position] == needle[matched] {
                    matched += 1
                    position = scalars.index(after: position)
                }
                if matched == needle.count { return start..<position }
            }
            start = scalars.index(after: start)
        }
        return nil
    }

    /// Whether `text` stands somewhere in this string.
    package func containsText(_ text: String) -> Bool { range(ofText: text) != nil }
}
