import BatchModel
import DiffableSnapshots

extension SnapshotFrames {
    /// The frames of a snapshot script's `apply` lines and of the lines where UIKit raises;
    /// lines that only edit the snapshot are left out, so a lesson keeps its pace.
    ///
    /// ```swift
    /// let frames = SnapshotFrames.applies("appendSections main\nappendItems a b\napply")
    /// ```
    /// - Parameters:
    ///   - script: the script, in the language of `diffstep snapshot`.
    ///   - release: the UIKit release to simulate.
    /// - Returns: one frame per `apply` or failure; empty when the script does not parse.
    public static func applies(_ script: String, release: UIKitRelease = .iOS17) -> [Frame] {
        guard let parsed = try? SnapshotScript(parsing: script) else { return [] }
        return parsed.run(release: release).filter { step in
            if case .edited = step.outcome { return false }
            return true
        }.map { frame(for: $0) }
    }
}
