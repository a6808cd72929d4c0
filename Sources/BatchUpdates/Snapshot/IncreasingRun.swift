/// The longest strictly increasing subsequence, the part of a sequence that can stay put.
///
/// When a diff keeps the longest run of items already in order, every other item moves, so
/// the number of moves is the fewest possible.
enum IncreasingRun {
    /// The positions (into `values`) of one longest strictly increasing subsequence.
    /// - Complexity: O(n log n).
    static func positions(in values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // tails[k]: position ending the best run of length k + 1
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
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
