/// One edit of an edit script: what changes, where in the source and where in the target.
///
/// Applied in script order, every edit acts at ``targetIndex``: the tokens before it already
/// equal the target's, the tokens from it on are what is left of the source.
public struct Edit<Token: Hashable>: Hashable {
    /// `.substitute`, `.insert` or `.delete`; never `.match`.
    public var operation: EditOperation
    /// The source position: the token deleted or replaced, or the one an insertion precedes.
    public var sourceIndex: Int
    /// The target position: the token inserted or substituted in, or where a deletion happens.
    public var targetIndex: Int
    /// The source token removed (deletions and substitutions).
    public var removed: Token?
    /// The target token added (insertions and substitutions).
    public var added: Token?

    /// Creates an edit.
    /// - Complexity: O(1).
    public init(operation: EditOperation, sourceIndex: Int, targetIndex: Int, removed: Token?, added: Token?) {
        self.operation = operation
        self.sourceIndex = sourceIndex
        self.targetIndex = targetIndex
        self.removed = removed
        self.added = added
    }
}

extension Edit: Sendable where Token: Sendable {}
