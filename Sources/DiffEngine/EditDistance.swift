/// Edit distance alone: the cost of the bottom-right cell, without keeping the table.
///
/// All methods agree with ``Trace/distance`` on every input; they differ only in speed and
/// memory. Common prefixes and suffixes are stripped first, since they never cost anything.
///
/// ```swift
/// EditDistance.distance(from: Array("kitten"), to: Array("sitting")) // 3
/// ```
public enum EditDistance {
    /// The bit-parallel method's match table stays under this many 64-bit words (256 MiB).
    static let largestMatchTable = 1 << 25

    /// The fewest insertions, deletions and substitutions turning `source` into `target`.
    /// - Parameters:
    ///   - source: the tokens to change.
    ///   - target: the tokens to reach.
    ///   - method: how to compute it; `.automatic` picks the banded bit vectors where they apply.
    /// - Returns: the edit distance.
    /// - Complexity: O(⌈*d*/64⌉ × *n*) banded for distance *d*, O(⌈*m*/64⌉ × *n*) bit-parallel,
    ///   O(*m* × *n*) two-row; O(*m* + *n*)
    ///   memory plus, bit-parallel, one word per distinct token per 64 tokens of the shorter input.
    @inlinable
    public static func distance<Token: Hashable>(
        from source: [Token], to target: [Token], method: DistanceMethod = .automatic
    ) -> Int {
        distance(codes: TokenCodes(source: source, target: target), method: method)
    }

    @usableFromInline
    static func distance(codes: TokenCodes, method: DistanceMethod) -> Int {
        // The pattern (bit vectors) is the shorter side: fewer blocks per text token.
        var (pattern, text) = (codes.source, codes.target)
        if pattern.count > text.count { swap(&pattern, &text) }
        let prefix = zip(pattern, text).prefix { $0 == $1 }.count
        let suffix = zip(pattern[prefix...].reversed(), text[prefix...].reversed()).prefix { $0 == $1 }.count
        let trimmedPattern = Array(pattern[prefix..<(pattern.count - suffix)])
        let trimmedText = Array(text[prefix..<(text.count - suffix)])
        guard !trimmedPattern.isEmpty else { return trimmedText.count }
        switch method {
        case .twoRow:
            return twoRow(trimmedPattern, trimmedText)
        case .bitParallel:
            return bitParallel(trimmedPattern, trimmedText, alphabetSize: Int(codes.alphabetSize))
        case .banded:
            return banded(trimmedPattern, trimmedText, alphabetSize: Int(codes.alphabetSize))
        case .automatic:
            let blocks = (trimmedPattern.count + 63) / 64
            let (words, overflow) = blocks.multipliedReportingOverflow(by: Int(codes.alphabetSize))
            if overflow || words > largestMatchTable { return twoRow(trimmedPattern, trimmedText) }
            return banded(trimmedPattern, trimmedText, alphabetSize: Int(codes.alphabetSize))
        }
    }
}
