/// The longest strictly increasing subsequence of a list of integers (patience sorting).
///
/// This is how diffstep finds the fewest moves: list the old positions of the kept items
/// in their new order; the items on a longest increasing subsequence already stand in the
/// right order relative to each other and can stay, every other kept item must move. No
/// batch can do with fewer moves, since the items that do not move keep their order.
///
/// ```swift
/// LongestIncreasingSubsequence.positions(in: [0, 3, 4, 1, 2, 5, 6])  // [0, 3, 4, 5, 6]
/// ```
package enum LongestIncreasingSubsequence {
    /// The positions in `values` of one longest strictly increasing subsequence, ascending.
    ///
    /// - Parameter values: the integers, for example old indexes in new order.
    /// - Returns: the positions of the subsequence's elements in `values`.
    /// - Complexity: O(*n* log *n*) time and O(*n*) memory for *n* values.
    package static func positions(in values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        // tails[k]: position of the smallest last value of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for position in values.indices {
            let value = values[position]
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = [Int](repeating: 0, count: tails.count)
        var position = tails[tails.count - 1]
        for slot in result.indices.reversed() {
            result[slot] = position
            position = previous[position]
        }
        return result
    }

    /// The length of a longest strictly increasing subsequence of `values`.
    ///
    /// - Parameter values: the integers.
    /// - Returns: the length (0 for no values).
    /// - Complexity: O(*n* log *n*) for *n* values.
    package static func length(of values: [Int]) -> Int {
        positions(in: values).count
    }
}
