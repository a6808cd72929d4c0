/// The iOS release whose diffable-data-source behaviour the simulator follows.
///
/// Snapshots changed between releases: the texts of some exceptions, what happens to a
/// duplicate item, whether `reconfigureItems` exists, and whether `apply` without animation
/// diffs or reloads everything. Where public evidence only says "older" and "newer", the
/// cut-off is a documented choice (see `docs/snapshot.md`), not a measurement.
public enum UIKitRelease: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// iOS 13: the first diffable data sources; short duplicate message.
    case iOS13 = 13
    /// iOS 14: the same short duplicate message (a 14.4 report).
    case iOS14 = 14
    /// iOS 15: `reconfigureItems`, `applySnapshotUsingReloadData`, `apply` always diffs;
    /// duplicates are listed in the exception.
    case iOS15 = 15
    /// iOS 17: an item already in the snapshot is moved into place with a logged warning
    /// instead of a crash; one listed twice in a call still raises.
    case iOS17 = 17

    /// Orders releases by their number.
    public static func < (lhs: UIKitRelease, rhs: UIKitRelease) -> Bool { lhs.rawValue < rhs.rawValue }

    /// True when `reconfigureItems` and `applySnapshotUsingReloadData` exist (iOS 15 and later).
    var hasReconfigure: Bool { self >= .iOS15 }

    /// True when `apply(_:animatingDifferences: false)` still diffs instead of calling
    /// `reloadData` (iOS 15 and later).
    public var diffsWithoutAnimation: Bool { self >= .iOS15 }

    /// True when a duplicate item is moved into place and logged instead of raising.
    public var movesDuplicateItems: Bool { self >= .iOS17 }

    /// The snapshot rules a release follows: the newest modelled release at or before it
    /// (16 and 16.4 follow 15; 18 and 26 follow 17). `--ios`, the page's `ios` and an
    /// exercise's `ios:` all come through here, so they accept the same releases.
    public init(_ ios: IOSVersion) {
        switch ios {
        case .iOS13: self = .iOS13
        case .iOS14: self = .iOS14
        case .iOS15, .iOS16, .iOS16point4: self = .iOS15
        case .iOS17, .iOS18, .iOS26: self = .iOS17
        }
    }
}
