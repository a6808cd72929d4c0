/// The end of a simulation, in the terms of `diffstep batch`'s exit codes.
public enum Verdict: Sendable, Hashable {
    /// Every batch is consistent and the view shows the data (exit 0).
    case correct
    /// UIKit raises in batch `batch` (0-based) (exit 3).
    case raises(Exception, batch: Int)
    /// No crash, but the view shows the wrong cells at these positions (exit 4).
    case wrongContent([ContentDifference])
    /// No crash, but UIKit fell back to `reloadData` in batch `batch`, logging the
    /// exception if there is one (exit 4): the animation written is not the one shown.
    case reloadsData(Exception?, batch: Int)

    /// The exit code `diffstep batch` uses: 0, 3 or 4.
    public var exitCode: Int32 {
        switch self {
        case .correct: 0
        case .raises: 3
        case .wrongContent, .reloadsData: 4
        }
    }
}
