import BatchModel

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

extension Move where Index == Int {
    /// `moves` in ascending order, as `sorted()` orders them, with the one shared sort
    /// (`StableOrder`).
    /// - Complexity: O(n log n).
    public static func ordered(_ moves: [Move<Int>]) -> [Move<Int>] {
        var keys: [Int] = []
        keys.reserveCapacity(moves.count * 2)
        for move in moves {
            keys.append(move.from)
            keys.append(move.to)
        }
        return StableOrder.positions(keys: keys, width: 2).map { moves[$0] }
    }
}

extension Move where Index == IndexPath {
    /// `moves` in ascending order, as `sorted()` orders them, with the one shared sort
    /// (`StableOrder`).
    /// - Complexity: O(n log n).
    public static func ordered(_ moves: [Move<IndexPath>]) -> [Move<IndexPath>] {
        StableOrder.positions(keys: Self.keys(moves), width: 4).map { moves[$0] }
    }

    /// `moves` in their order without repeats (UIKit drops identical duplicates), found
    /// by their keys: no `Set` of moves, whose hash table code Embedded Swift would copy.
    /// - Complexity: O(n log n).
    public static func distinct(_ moves: [Move<IndexPath>]) -> [Move<IndexPath>] {
        StableOrder.distinct(keys: Self.keys(moves), width: 4).map { moves[$0] }
    }

    private static func keys(_ moves: [Move<IndexPath>]) -> [Int] {
        var keys: [Int] = []
        keys.reserveCapacity(moves.count * 4)
        for move in moves {
            keys += [move.from.section, move.from.item, move.to.section, move.to.item]
        }
        return keys
    }
}
