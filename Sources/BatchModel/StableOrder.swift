import DiffEngine

/// One stable sort by integer keys, shared by the batch modules.
///
/// Embedded Swift copies the standard library's sort for every element type and every
/// comparison it is called with (about 3 KB of wasm each). The batch modules sort index
/// paths, moves and pairs in a dozen places; they sort those elements' keys here instead, with
/// one copy of the code.
public enum StableOrder {
    /// The positions of elements ordered by their keys.
    ///
    /// ```swift
    /// StableOrder.positions(keys: [1, 5, 0, 9, 1, 2], width: 2)  // [2, 0, 1]: (0, 9), (1, 2), (1, 5)
    /// ```
    /// - Parameters:
    ///   - keys: `width` integers for each element, compared from the first to the last.
    ///   - width: how many keys each element has (at least 1).
    ///   - descending: the largest keys first.
    /// - Returns: the element positions `0..<keys.count / width` in order; elements with
    ///   equal keys keep their order, as the standard library's `sort` keeps them.
    /// - Complexity: O(n log n) comparisons of `width` keys.
    public static func positions(keys: [Int], width: Int, descending: Bool = false) -> [Int] {
        precondition(width > 0, "an element needs a key")
        // The standard library's sort is stable; `sortedIntegers` is its one shared copy.
        return Array(0..<keys.count / width).sortedIntegers { precedes($0, $1, keys, width, descending) }
    }

    /// The positions of the first element of each distinct key, in their order: what a
    /// `Set` of the elements would let through, without one.
    ///
    /// ```swift
    /// StableOrder.distinct(keys: [4, 1, 4, 2, 1], width: 1)  // [0, 1, 3]
    /// ```
    /// - Parameters:
    ///   - keys: `width` integers for each element; elements are equal when all are.
    ///   - width: how many keys each element has (at least 1).
    /// - Returns: ascending positions.
    /// - Complexity: O(n log n) comparisons of `width` keys.
    public static func distinct(keys: [Int], width: Int) -> [Int] {
        let order = positions(keys: keys, width: width)
        var first = [Bool](repeating: false, count: order.count)
        for (rank, position) in order.enumerated()
        where rank == 0 || precedes(order[rank - 1], position, keys, width, false) {
            // Equal keys keep their order, so the first of a run is the earliest of them.
            first[position] = true
        }
        return first.indices.filter { first[$0] }
    }

    private static func precedes(_ first: Int, _ second: Int, _ keys: [Int], _ width: Int, _ descending: Bool)
        -> Bool
    {
        for offset in 0..<width {
            let (a, b) = (keys[first * width + offset], keys[second * width + offset])
            if a != b { return descending ? a > b : a < b }
        }
        return false
    }
}

extension IndexPath {
    /// `paths` in UIKit's order (by section, then item), or the reverse.
    /// - Complexity: O(n log n).
    public static func ordered(_ paths: [IndexPath], descending: Bool = false) -> [IndexPath] {
        var keys: [Int] = []
        keys.reserveCapacity(paths.count * 2)
        for path in paths {
            keys.append(path.section)
            keys.append(path.item)
        }
        return StableOrder.positions(keys: keys, width: 2, descending: descending).map { paths[$0] }
    }
}
