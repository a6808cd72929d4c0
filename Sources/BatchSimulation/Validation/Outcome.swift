/// What UIKit does with one batch.
public enum Outcome: Sendable, Hashable {
    /// The batch is consistent; UIKit animates it.
    case applied
    /// UIKit raises `NSInternalInconsistencyException` with this reason.
    case raised(Exception)
    /// UIKit gives up animating and calls `reloadData` (table-view moves across changed
    /// sections; count mismatches on the legacy platform, which logs the message).
    case reloadedData(Exception?)

    /// The exception text, raised or logged, if any.
    public var exception: Exception? {
        switch self {
        case .applied: nil
        case .raised(let exception): exception
        case .reloadedData(let exception): exception
        }
    }
}
