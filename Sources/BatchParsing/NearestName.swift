import BatchModel
import DiffEngine
import TextIntake

/// The known name closest to a misspelt one, by edit distance.
package enum NearestName {
    /// Every call and function name the call parser understands.
    package static let known = [
        "insertItems", "deleteItems", "reloadItems", "moveItem", "insertRows", "deleteRows", "reloadRows",
        "moveRow", "insertSections", "deleteSections", "reloadSections", "moveSection", "performBatchUpdates",
        "beginUpdates", "endUpdates", "reloadData", "append", "insert", "remove", "removeFirst", "removeLast",
        "removeAll", "map", "IndexPath", "IndexSet", "Array", "print",
    ]

    /// The nearest of `candidates` within a third of the name's length (at least 2 edits).
    /// - Parameters:
    ///   - name: the misspelt name.
    ///   - candidates: the names it may have meant.
    /// - Returns: the nearest candidate, or nil when none is close or the name is exact.
    /// - Complexity: O(k × n × m) for k candidates of length m and a name of length n.
    package static func suggestion(for name: String, among candidates: [String] = known) -> String? {
        let limit = max(2, name.count / 3)
        let scored = candidates.map { ($0, distance(TextBytes.asciiLowercased(name), TextBytes.asciiLowercased($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit, best.1 > 0 else { return nil }
        return best.0
    }

    /// Edit distance over Unicode scalars: the engine's own recurrence, so the parser teaches
    /// by example (the names it compares are ASCII, where scalars are characters).
    package static func distance(_ a: String, _ b: String) -> Int {
        EditDistance.distance(scalarsOf: a, b)
    }
}
