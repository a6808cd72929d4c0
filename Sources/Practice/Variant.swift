import BatchModel

/// One student's concrete inputs for an exercise.
public enum Variant: Sendable, Equatable {
    /// Source and target strings.
    case words(source: String, target: String)
    /// Items before and after the update, and the batch to judge for `predict-crash`.
    case items(old: [String], new: [String], batch: String?)
    /// A snapshot script that ends in an `apply`, run under the rules of one iOS release.
    case snapshot(script: String, release: UIKitRelease)

    /// The source and target, for word kinds.
    public var words: (source: String, target: String)? {
        if case .words(let source, let target) = self { return (source, target) }
        return nil
    }
}
