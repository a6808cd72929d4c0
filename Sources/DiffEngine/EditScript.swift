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

extension EditScript {
    /// The edits of an alignment (matches left out), in path order.
    /// - Complexity: O(length of the alignment).
    init(alignment: [PathStep], source: [Token], target: [Token]) {
        var edits: [Edit<Token>] = []
        for step in alignment {
            guard let operation = step.operation, operation != .match else { continue }
            let sourceIndex = step.row - (operation == .insert ? 0 : 1)
            let targetIndex = step.column - (operation == .delete ? 0 : 1)
            edits.append(
                Edit(
                    operation: operation, sourceIndex: sourceIndex, targetIndex: targetIndex,
                    removed: operation == .insert ? nil : source[sourceIndex],
                    added: operation == .delete ? nil : target[targetIndex]))
        }
        self.init(edits: edits)
    }
}
