/// The rule that picks one operation when several are equally cheap.
///
/// A match always takes the diagonal; the policy decides only among real edits.
public enum TieBreak: String, Sendable, Hashable, CaseIterable {
    /// Delete, then insert, then substitute: the order of the DeepDiff library the article uses.
    case deepdiff
    /// Substitute, then delete, then insert: the path that keeps to the diagonal.
    case diagonalFirst = "diagonal-first"

    /// The edits in the order this policy prefers them.
    ///
    /// - Complexity: O(1).
    public var preference: [EditOperation] {
        switch self {
        case .deepdiff: [.delete, .insert, .substitute]
        case .diagonalFirst: [.substitute, .delete, .insert]
        }
    }

    /// The operation this policy takes out of a set of co-optimal ones.
    ///
    /// - Parameter operations: a non-empty set of equally cheap operations.
    /// - Returns: `.match` when the set holds it, else the first preferred edit in it.
    /// - Complexity: O(1).
    public func choose(from operations: OperationSet) -> EditOperation? {
        if operations.contains(.match) { return .match }
        return preference.first { operations.contains($0) }
    }
}
