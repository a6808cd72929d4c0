import BatchModel

/// A simulated `UICollectionViewDiffableDataSource`: it holds the snapshot on screen and
/// turns each applied snapshot into the batch UIKit would perform.
///
/// ```swift
/// var source = DiffableDataSource<String, String>(release: .iOS17)
/// var next = source.snapshot()
/// try next.appendSections(["main"])
/// try next.appendItems(["a", "b"])
/// let result = try source.apply(next)   // first apply: the view is loaded
/// ```
public struct DiffableDataSource<Section: SnapshotIdentifier, Item: SnapshotIdentifier> {
    /// The release whose behaviour is simulated.
    public let release: UIKitRelease
    private var current: Snapshot<Section, Item>
    /// The hash value of each item on screen when it was applied (UIKit's validator keeps them).
    private var recordedHashes: [[Int]] = []

    /// Creates a data source with an empty view.
    /// - Complexity: O(1).
    public init(release: UIKitRelease = .iOS17) {
        self.release = release
        self.current = Snapshot(release: release)
    }

    /// A copy of the snapshot on screen, without reload or reconfigure marks, to edit and apply.
    /// - Complexity: O(1) (copy on write).
    public func snapshot() -> Snapshot<Section, Item> {
        current
    }

    /// Shows `snapshot`, diffing it against what is on screen.
    ///
    /// From iOS 15 this always diffs; `animatingDifferences` only turns animation on or off.
    /// Before iOS 15, `animatingDifferences: false` meant `reloadData`. The batch is run
    /// through the batch simulator (`ApplyResult.check`), which must accept it and replay it
    /// to the new snapshot.
    /// - Throws: `BatchError.identifierProblems` listing every broken identifier
    ///   (``Snapshot/identifierProblems(shown:recorded:)``).
    /// - Complexity: O(n² + u²): the validator's pairwise check, u the number of calls.
    public mutating func apply(
        _ snapshot: Snapshot<Section, Item>, animatingDifferences: Bool = true
    ) throws(BatchError) -> ApplyResult<Item> {
        try validate(snapshot)
        if !release.diffsWithoutAnimation && !animatingDifferences {
            return reload(snapshot, because: .notAnimatedBeforeiOS15)
        }
        let batch = current.batch(to: snapshot)
        var result = ApplyResult<Item>(
            mode: .batch(animated: animatingDifferences), batch: batch, reconfigured: [], ignored: [],
            warnings: snapshot.warnings, check: current.check(batch, to: snapshot))
        for item in snapshot.reconfiguredItems.elements {
            if let reason = ignoreReason(item, in: snapshot) {
                result.ignored.append((item, reason))
            } else if let path = snapshot.indexPath(of: item) {
                result.reconfigured.append((item, path))
            }
        }
        settle(snapshot)
        return result
    }

    /// Shows `snapshot` by reloading the whole view, without diffing (iOS 15).
    /// - Throws: `BatchError.identifierProblems` listing every broken identifier
    ///   (``Snapshot/identifierProblems(shown:recorded:)``).
    /// - Complexity: O(n²), the validator's pairwise check.
    public mutating func applySnapshotUsingReloadData(
        _ snapshot: Snapshot<Section, Item>
    ) throws(BatchError) -> ApplyResult<Item> {
        try validate(snapshot)
        return reload(snapshot, because: .requested)
    }

    private mutating func reload(_ snapshot: Snapshot<Section, Item>, because reason: ApplyResult<Item>.ReloadReason)
        -> ApplyResult<Item>
    {
        let ignored = snapshot.reconfiguredItems.elements.map {
            (item: $0, reason: ApplyResult<Item>.IgnoredReconfigure.viewReloaded)
        }
        settle(snapshot)
        return ApplyResult(
            mode: .reloadData(reason), batch: SnapshotBatch(), reconfigured: [], ignored: ignored,
            warnings: snapshot.warnings, check: nil)
    }

    private func ignoreReason(_ item: Item, in snapshot: Snapshot<Section, Item>)
        -> ApplyResult<Item>.IgnoredReconfigure?
    {
        if current.places[item] == nil { return .notInPreviousSnapshot }
        if snapshot.wasDeletedAndReadded(item) { return .deletedAndReadded }
        if snapshot.reloadedItems.contains(item) { return .alsoReloaded }
        return nil
    }

    private mutating func settle(_ snapshot: Snapshot<Section, Item>) {
        var shown = snapshot
        shown.reloadedItems.removeAll()
        shown.reconfiguredItems.removeAll()
        shown.reloadedSections.removeAll()
        shown.deletedHere = []
        shown.readded = []
        shown.warnings = []
        current = shown
        recordedHashes = shown.itemHashes
    }

    /// UIKit's debug validators: every problem at once.
    private func validate(_ snapshot: Snapshot<Section, Item>) throws(BatchError) {
        let problems = snapshot.identifierProblems(shown: current, recorded: recordedHashes)
        if !problems.isEmpty { throw .identifierProblems(problems) }
    }

    /// Changes an item on screen in place, as mutating a class instance that is in the
    /// snapshot does: nothing is re-filed, and the next apply's validator compares hashes.
    /// - Parameters:
    ///   - item: the item as it is now.
    ///   - changed: what it becomes.
    ///   - same: which items are that one object.
    /// - Complexity: O(n).
    mutating func mutateInPlace(_ item: Item, into changed: Item, matching same: (Item, Item) -> Bool) {
        current.mutateInPlace(item, into: changed, matching: same)
    }
}
