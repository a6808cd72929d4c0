extension EditDistance {
    /// The edit distance when it is at most `bound`, nil when it is larger: never a band
    /// wider than `bound` is swept, so the work stays O(⌈`bound`/64⌉ × *n*) whatever the texts.
    ///
    /// Ukkonen's band with doubling on the blocked bit vectors (the kernels of
    /// ``EditDistance``), from a band of 64 up to `bound`; when the bit vectors' match table
    /// would be too large (a huge alphabet), one band table as wide as `bound` instead.
    /// - Complexity: O(⌈`bound`/64⌉ × *n*) time, O(*m* + *n*) memory; with a huge alphabet
    ///   O(`bound` × *m*) time and memory.
    static func distance(codes: TokenCodes, atMost bound: Int) -> Int? {
        var (pattern, text) = (codes.source, codes.target)
        if pattern.count > text.count { swap(&pattern, &text) }
        guard bound >= 0, text.count - pattern.count <= bound else { return nil }
        guard !pattern.isEmpty else { return text.count }
        let blocks = (pattern.count + 63) / 64
        let (words, overflow) = blocks.multipliedReportingOverflow(by: Int(codes.alphabetSize))
        if overflow || words > largestMatchTable {
            let table = BandTable(source: pattern, target: text, band: bound, tieBreak: .deepdiff)
            let corner = Int(table.costs[table.slot(pattern.count, text.count)])
            return corner <= bound ? corner : nil
        }
        let matches = matchTable(pattern, alphabetSize: Int(codes.alphabetSize))
        var limit = min(bound, text.count - pattern.count + 64)
        while true {
            if let distance = Band(pattern: pattern, text: text, limit: limit).distance(matches: matches) {
                return distance
            }
            if limit >= bound { return nil }
            limit = min(bound, 2 * limit)
        }
    }
}
