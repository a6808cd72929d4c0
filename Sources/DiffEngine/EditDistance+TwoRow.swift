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

extension EditDistance {
    /// The distance between two short texts, scalar by scalar, by the two-row recurrence:
    /// for "did you mean" among a few dozen names, where the faster methods' tables (a code for
    /// each distinct token, bit vectors, a band) cost more code and time than they save.
    /// - Parameters:
    ///   - source: the text to change.
    ///   - target: the text to reach.
    /// - Returns: the fewest insertions, deletions and substitutions of Unicode scalars; for
    ///   ASCII names the same as ``distance(from:to:method:)`` over characters.
    /// - Complexity: O(*m* × *n*) time, O(*n*) memory.
    public static func distance(scalarsOf source: String, _ target: String) -> Int {
        twoRow(
            source.unicodeScalars.map { Int32(bitPattern: $0.value) },
            target.unicodeScalars.map { Int32(bitPattern: $0.value) })
    }
}
