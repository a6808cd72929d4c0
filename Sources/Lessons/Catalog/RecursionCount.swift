/// How often the plain recursion for the edit distance calls itself: the work the table saves.
enum RecursionCount {
    /// The calls made by computing d(m, n) from d(m - 1, n), d(m, n - 1) and d(m - 1, n - 1)
    /// without remembering any answer, the first call included. A call with an empty prefix
    /// answers at once; any other makes three more calls.
    ///
    /// `calls(3, 3)` is 94: two 3-letter words. `calls(10, 10)` is 12,146,179.
    /// - Complexity: O(m × n), counted over the table instead of by making the calls.
    static func calls(_ m: Int, _ n: Int) -> Int {
        guard m > 0, n > 0 else { return 1 }
        var previous = [Int](repeating: 1, count: n + 1)
        for _ in 1...m {
            var row = [Int](repeating: 1, count: n + 1)
            for j in 1...n { row[j] = 1 + previous[j] + row[j - 1] + previous[j - 1] }
            previous = row
        }
        return previous[n]
    }

    /// The different prefix pairs of two words of lengths `m` and `n`, with the arithmetic:
    /// `4 × 4 = 16` for two 3-letter words (each word's prefixes include the empty one).
    static func pairs(_ m: Int, _ n: Int) -> String {
        "\(m + 1) × \(n + 1) = \((m + 1) * (n + 1))"
    }
}
