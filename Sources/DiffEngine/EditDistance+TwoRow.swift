extension EditDistance {
    /// The Wagner-Fischer recurrence keeping two rows.
    static func twoRow(_ source: [Int32], _ target: [Int32]) -> Int {
        var above = (0...target.count).map(Int32.init)
        var here = above
        source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                for (index, token) in source.enumerated() {
                    here[0] = Int32(index + 1)
                    for column in 1..<(target.count + 1) {
                        let diagonal = above[column - 1] &+ (target[column - 1] == token ? 0 : 1)
                        here[column] = min(diagonal, min(above[column], here[column - 1]) &+ 1)
                    }
                    swap(&above, &here)
                }
            }
        }
        return Int(above[target.count])
    }
}
