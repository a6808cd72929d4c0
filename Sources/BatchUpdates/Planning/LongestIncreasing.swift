/// The planner's own small diff piece: which matched elements can stay put.
///
/// Kept apart so the lead's Heckel + fewest-moves diff in DiffEngine can replace it.
enum LongestIncreasing {
    /// The positions (into `values`) of one longest strictly increasing subsequence.
    /// - Complexity: O(n log n).
    static func positions(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result = Set<Int>()
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.insert(cursor)
            cursor = previous[cursor]
        }
        return result
    }
}
