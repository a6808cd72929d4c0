extension Diffs {
    /// The length of a longest common subsequence, by the quadratic table.
    static func slowLCSLength(_ old: [Int], _ new: [Int]) -> Int {
        var row = [Int](repeating: 0, count: new.count + 1)
        for item in old {
            var diagonal = 0
            for column in new.indices {
                let above = row[column + 1]
                row[column + 1] = item == new[column] ? diagonal + 1 : max(above, row[column])
                diagonal = above
            }
        }
        return row[new.count]
    }
}
