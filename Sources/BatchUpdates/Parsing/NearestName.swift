/// The known name closest to a misspelt one, by edit distance.
enum NearestName {
    /// Every call and function name the parser understands.
    static let known = [
        "insertItems", "deleteItems", "reloadItems", "moveItem", "insertRows", "deleteRows", "reloadRows",
        "moveRow", "insertSections", "deleteSections", "reloadSections", "moveSection", "performBatchUpdates",
        "beginUpdates", "endUpdates", "reloadData", "append", "insert", "remove", "removeFirst", "removeLast",
        "removeAll", "map", "IndexPath", "IndexSet", "Array", "print",
    ]

    /// The nearest of `candidates` within a third of the name's length (at least 2 edits).
    static func suggestion(for name: String, among candidates: [String] = known) -> String? {
        let limit = max(2, name.count / 3)
        let scored = candidates.map { ($0, distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit, best.1 > 0 else { return nil }
        return best.0
    }

    /// Levenshtein distance over characters, two rows.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
