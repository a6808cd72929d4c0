import BatchModel

/// One position where the view shows something other than the data source.
public struct ContentDifference: Sendable, Hashable {
    /// Why the cell is wrong.
    public enum Kind: String, Sendable, Hashable {
        /// A different item sits here.
        case wrongItem
        /// The right item, but its cell was not reloaded after its content changed.
        case staleContent
        /// The view has a cell here and the data has none, or the other way round.
        case missing
    }

    /// Where, in the AFTER index space.
    public var path: IndexPath
    /// What the view shows (`nil`: no cell).
    public var shown: DataItem?
    /// What the data source holds (`nil`: no item).
    public var expected: DataItem?
    /// Why they differ.
    public var kind: Kind

    /// Creates a difference.
    public init(path: IndexPath, shown: DataItem?, expected: DataItem?, kind: Kind) {
        self.path = path
        self.shown = shown
        self.expected = expected
        self.kind = kind
    }

    /// Every position where `shown` and `expected` differ by identity or content.
    /// - Parameters:
    ///   - shown: what the view shows.
    ///   - expected: what the data source holds.
    /// - Returns: the differences in index-path order.
    /// - Complexity: O(n) in the number of items.
    public static func between(_ shown: Contents, _ expected: Contents) -> [ContentDifference] {
        var result: [ContentDifference] = []
        for section in 0..<max(shown.sections.count, expected.sections.count) {
            let left = section < shown.sections.count ? shown.sections[section].items : []
            let right = section < expected.sections.count ? expected.sections[section].items : []
            for item in 0..<max(left.count, right.count) {
                let path = IndexPath(item: item, section: section)
                let a = item < left.count ? left[item] : nil
                let b = item < right.count ? right[item] : nil
                guard a != b else { continue }
                let kind: Kind = a == nil || b == nil ? .missing : (a?.id == b?.id ? .staleContent : .wrongItem)
                result.append(ContentDifference(path: path, shown: a, expected: b, kind: kind))
            }
        }
        return result
    }
}
