/// A cell in the article's notation: the edits of the chosen sub-path from (0, 0).
///
/// Counts print as `Ni Nd Ns` in that order, zero counts left out, `0` for none
/// (so `2i 1d`). Matches cost nothing and are not counted.
public struct Notation: Sendable, Hashable, CustomStringConvertible {
    /// Insertions on the sub-path.
    public var inserts: Int
    /// Deletions on the sub-path.
    public var deletes: Int
    /// Substitutions on the sub-path.
    public var substitutions: Int

    /// Creates a notation from its three counts.
    /// - Complexity: O(1).
    public init(inserts: Int = 0, deletes: Int = 0, substitutions: Int = 0) {
        self.inserts = inserts
        self.deletes = deletes
        self.substitutions = substitutions
    }

    /// The cost of the sub-path: every counted edit costs one.
    /// - Complexity: O(1).
    public var cost: Int { inserts + deletes + substitutions }

    /// The notation after one more operation.
    /// - Parameter operation: the move that enters the next cell.
    /// - Returns: the counts with that move added.
    /// - Complexity: O(1).
    public func adding(_ operation: EditOperation) -> Notation {
        var next = self
        switch operation {
        case .match: break
        case .substitute: next.substitutions += 1
        case .insert: next.inserts += 1
        case .delete: next.deletes += 1
        }
        return next
    }

    /// `2i 1d`, `1s`, or `0`.
    /// - Complexity: O(1).
    public var description: String {
        let parts = [(inserts, "i"), (deletes, "d"), (substitutions, "s")]
            .filter { $0.0 > 0 }
            .map { "\($0.0)\($0.1)" }
        return parts.isEmpty ? "0" : parts.joined(separator: " ")
    }
}
