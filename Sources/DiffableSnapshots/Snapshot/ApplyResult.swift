import BatchModel
import BatchSimulation

/// What one `apply` did to the collection view.
public struct ApplyResult<Item: Hashable> {
    /// How the view was brought up to date.
    public enum Mode: Sendable, Hashable {
        /// A diff, performed as one batch; `animated` tells whether it was animated.
        case batch(animated: Bool)
        /// `reloadData`: every cell thrown away and asked for again, no diff, no animation.
        case reloadData(ReloadReason)
    }

    /// Why an apply ended in `reloadData`.
    public enum ReloadReason: Sendable, Hashable {
        /// `apply(_:animatingDifferences: false)` before iOS 15.
        case notAnimatedBeforeiOS15
        /// `applySnapshotUsingReloadData`.
        case requested
    }

    /// Why a `reconfigureItems` mark did nothing.
    public enum IgnoredReconfigure: Sendable, Hashable {
        /// The item was not on screen before this apply: it is inserted, not reconfigured.
        case notInPreviousSnapshot
        /// The item was deleted and added again while the snapshot was built: a new cell.
        case deletedAndReadded
        /// The item is also reloaded, which replaces its cell anyway.
        case alsoReloaded
        /// The view was reloaded as a whole, so every cell is new.
        case viewReloaded
    }

    /// How the view was updated.
    public var mode: Mode
    /// The batch performed (empty for `reloadData`).
    public var batch: SnapshotBatch
    /// Items whose cells were kept and filled again, by their new index path.
    public var reconfigured: [(item: Item, at: IndexPath)]
    /// Items marked for reconfiguring that were left alone, and why.
    public var ignored: [(item: Item, reason: IgnoredReconfigure)]
    /// What UIKit logged while the snapshot was built.
    public var warnings: [BatchError]
    /// The batch as the batch simulator ran it (validation and replay); nil for `reloadData`.
    public var check: BatchSimulation?
}
