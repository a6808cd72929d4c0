/// A move from the BEFORE index space to the AFTER index space.
public struct Move<Index: Sendable & Hashable & Comparable>: Sendable, Hashable, Comparable {
    /// Where the item (or section) was before the update.
    public var from: Index
    /// Where it is after the update.
    public var to: Index

    /// Creates a move.
    public init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }

    /// Ascending by source, as UIKit sorts its move list.
    public static func < (lhs: Move, rhs: Move) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
}
