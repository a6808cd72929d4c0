import DiffEngine

/// Which positions of two lists hold the same identifier, as Heckel's diff pairs them.
///
/// The planner and DiffEngine agree on what stays, what leaves and what arrives because
/// the planner reads it from `Heckel.diff` instead of matching on its own.
enum IdentityPairs {
    /// The (old, new) position pairs of equal identifiers; the other positions are deletes
    /// and inserts. Duplicates pair as Heckel's sixth pass pairs them: in order.
    /// - Parameters:
    ///   - old: the identifiers before.
    ///   - new: the identifiers after.
    /// - Returns: the pairs, in no particular order.
    /// - Complexity: O(n + m + k log k) for n old, m new and k kept identifiers.
    static func pairs<Key: Hashable>(old: [Key], new: [Key]) -> [(old: Int, new: Int)] {
        var leftOld = [Bool](repeating: true, count: old.count)
        var leftNew = [Bool](repeating: true, count: new.count)
        var pairs: [(old: Int, new: Int)] = []
        for change in Heckel.diff(old: old, new: new) {
            switch change {
            case .delete(_, let index): leftOld[index] = false
            case .insert(_, let index): leftNew[index] = false
            case .move(_, let from, let to):
                pairs.append((from, to))
                leftOld[from] = false
                leftNew[to] = false
            case .replace, .update: break
            }
        }
        // What Heckel does not report stays in order on both sides.
        pairs += zip(old.indices.filter { leftOld[$0] }, new.indices.filter { leftNew[$0] }).map { ($0, $1) }
        return pairs
    }
}
