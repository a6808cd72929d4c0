/// The edits of one alignment, in path order: the recipe that turns the source into the target.
public struct EditScript<Token: Hashable>: Hashable {
    /// The edits from the start of the sequences to their end.
    public var edits: [Edit<Token>]

    /// Creates a script.
    /// - Complexity: O(1).
    public init(edits: [Edit<Token>]) { self.edits = edits }

    /// The source with every edit applied in order.
    ///
    /// ```swift
    /// let trace = try Trace(source: Array("kit"), target: Array("kat"))
    /// trace.editScript.applied(to: Array("kit")) // ["k", "a", "t"]
    /// ```
    /// - Parameter source: the sequence the script was made for.
    /// - Returns: the target sequence.
    /// - Complexity: O(*n* × *e*) for a source of length *n* and *e* edits.
    public func applied(to source: [Token]) -> [Token] {
        var result = source
        for edit in edits {
            switch edit.operation {
            case .match: break
            case .substitute:
                if let token = edit.added { result[edit.targetIndex] = token }
            case .insert:
                if let token = edit.added { result.insert(token, at: edit.targetIndex) }
            case .delete:
                result.remove(at: edit.targetIndex)
            }
        }
        return result
    }
}

extension EditScript: Sendable where Token: Sendable {}
