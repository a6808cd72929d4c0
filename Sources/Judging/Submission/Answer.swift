/// A submission read into the shape its exercise asks for. Data only: nothing in it runs.
public enum Answer: Sendable, Equatable {
    /// One number.
    case distance(Int)
    /// A filled table.
    case table(Grid)
    /// An edit script.
    case alignment([AlignmentStep])
    /// `performBatchUpdates` calls as text (article Swift or the compact form).
    case batch(String)
    /// The predicted exception text, or nil for "none".
    case crash(String?)
    /// A snapshot answer: compact calls, `none`, `reloadData`, or an exception's message.
    case snapshot(String)
}
