import BatchModel
import BatchSimulation

/// A data-source crash text that is not a batch-update text: a diffable data source's check
/// (what `diffstep snapshot` raises or logs) or one of UIKit's own table and collection view
/// texts seen in batch updates, read from a paste (docs/uikit.md, "Other data-source texts").
public struct DataSourceCrash: Sendable, Hashable {
    /// The texts known, each by the words it always holds.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `Identifiers in a section snapshot must be unique.` (NSDiffableDataSourceSectionSnapshot)
        case sectionSnapshotNotUnique
        /// `Fatal: supplied identifiers are not unique.` (iOS 13-14)
        case itemsNotUniqueShort
        /// `Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(...)}` (15+)
        case itemsNotUnique
        /// iOS 17's log: `... item identifier that already exists ... will be moved into place`.
        case itemMovedIntoPlace
        /// `... section identifier that already exists in the snapshot.`
        case sectionAlreadyExists
        /// `Invalid parameter not satisfying: dataSourceSnapshot.numberOfSections == sectionIdentifiers.count`
        case sectionCountMismatch
        /// `Section identifier was not found.`
        case sectionNotFound
        /// `... item identifiers that are equal but have different hash values.`
        case equalDifferentHashes
        /// `Attempted to reload item identifier that does not exist in the snapshot` (15+) and
        /// `Invalid item identifier specified for reload` (13-14).
        case reloadMissingItem
        /// `UITableView internal bug: unable to generate a new section map ...`
        case tableSectionMap
        /// `request for number of items in section N when there are only M sections ...`
        case itemsInMissingSection
        /// `request for index path for global index N when there are only M items ...`
        case globalIndex
        /// `Cell animation stop fraction must be greater than start fraction` (UITableView)
        case animationFraction
        /// `Unable to resolve row for index path` (UITableView; no public report of its cause)
        case unresolvedRow
        /// `IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF`, `... not equal to itself` (`==` false for `x, x`)
        case notEqualToItself
        /// `Deadlock detected: calling this method on the main queue with outstanding async updates ...`
        case deadlockDetected
        /// The log before it: `applying updates in a non-thread confined manner is dangerous ...`
        case notThreadConfined
        /// The name UIKit gives the fault in the crashed thread's stack when `apply` runs inside
        /// another `apply`, or from the main and a background queue:
        /// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS`
        case reentrantApply

        /// The words each text of this kind holds, in the order tried.
        var phrases: [String] {
            switch self {
            case .sectionSnapshotNotUnique: ["Identifiers in a section snapshot must be unique"]
            case .itemsNotUniqueShort: ["Fatal: supplied identifiers are not unique."]
            case .itemsNotUnique: ["supplied item identifiers are not unique"]
            case .itemMovedIntoPlace:
                [
                    "item identifier that already exists in the snapshot",
                    "item identifiers that already exist in the snapshot",
                ]
            case .sectionAlreadyExists:
                [
                    "section identifier that already exists in the snapshot",
                    "section identifiers that already exist in the snapshot",
                ]
            case .sectionCountMismatch: ["numberOfSections == sectionIdentifiers.count"]
            case .sectionNotFound: ["Section identifier was not found"]
            case .equalDifferentHashes:
                [
                    "item identifiers that are equal but have different hash values",
                    "EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES",
                ]
            case .reloadMissingItem:
                [
                    "Attempted to reload item identifier that does not exist in the snapshot",
                    "Invalid item identifier specified for reload",
                ]
            case .tableSectionMap: ["UITableView internal bug: unable to generate a new section map"]
            case .itemsInMissingSection: ["request for number of items in section"]
            case .globalIndex: ["request for index path for global index"]
            case .animationFraction: ["Cell animation stop fraction must be greater than start fraction"]
            case .unresolvedRow: ["Unable to resolve row for index path"]
            case .notEqualToItself: ["IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF", "not equal to itself"]
            case .deadlockDetected:
                ["Deadlock detected: calling this method on the main queue with outstanding async updates"]
            case .notThreadConfined: ["applying updates in a non-thread confined manner is dangerous"]
            case .reentrantApply: ["APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS"]
            }
        }

        /// True for the diffable data source's own checks.
        public var isDiffable: Bool {
            switch self {
            case .tableSectionMap, .itemsInMissingSection, .globalIndex, .animationFraction, .unresolvedRow: false
            default: true
            }
        }

        /// True for a text UIKit logs and goes on from (iOS 17 moves the existing item; a
        /// snapshot applied from another queue is applied, with a warning).
        public var isLog: Bool { self == .itemMovedIntoPlace || self == .notThreadConfined }

        /// A script `diffstep snapshot` runs to raise this text, and its release (`nil` where
        /// the simulator does not model it: section snapshots, hashes, UIKit's internals).
        var script: (lines: [String], release: UIKitRelease)? {
            switch self {
            case .itemsNotUniqueShort: (["appendSections main", "appendItems a", "appendItems a"], .iOS13)
            case .itemsNotUnique: (["appendSections main", "appendItems a", "appendItems a"], .iOS15)
            case .sectionAlreadyExists: (["appendSections main", "appendSections main"], .iOS17)
            case .reloadMissingItem: (["appendSections main", "reloadItems a"], .iOS15)
            case .notEqualToItself:
                (
                    ["itemIdentity hash: identifier equal: never", "appendSections main", "appendItems a", "apply"],
                    .iOS17
                )
            default: nil
            }
        }
    }

    /// The kind read.
    public var kind: Kind
    /// The phrase found, as the paste writes it (normalised).
    public var quoted: String
    /// The script that raises it (`nil`: none is offered); checked for every kind and wording
    /// by running it (`SnapshotReproduction.raises`).
    public var reproduction: SnapshotReproduction?

    /// Reads the first known data-source text in `text`, or `nil`.
    /// - Complexity: O(phrases · n) in the length of the text.
    public static func read(_ text: String) -> DataSourceCrash? {
        let normalised = Substring(CrashText.normalise(text))
        var best: (kind: Kind, range: Range<Substring.Index>)?
        for kind in Kind.allCases {
            for phrase in kind.phrases {
                guard let range = normalised.range(ofText: phrase) else { continue }
                if best.map({ range.lowerBound < $0.range.lowerBound }) ?? true { best = (kind, range) }
            }
        }
        guard let best else { return nil }
        let phrase = String(normalised[best.range])
        return DataSourceCrash(
            kind: best.kind, quoted: phrase, reproduction: SnapshotReproduction.make(best.kind, phrase: phrase))
    }
}

/// A `diffstep snapshot` script that raises a pasted diffable text.
///
/// The script is a constant of the text's kind (and, for a reload, of its wording), so it is
/// checked once for every kind and wording, by running it as `diffstep snapshot` runs it
/// (`raises(_:)`, in `DataSourceCrashTests`), rather than on every paste: the explain part of
/// the page then needs no snapshot simulator.
public struct SnapshotReproduction: Sendable, Hashable {
    /// The script's lines.
    public var lines: [String]
    /// The release (`--ios`).
    public var release: UIKitRelease

    /// The script's text, each line ended by a line feed.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// The script for `kind` as `phrase` words it, or `nil` where the simulator does not raise it.
    static func make(_ kind: DataSourceCrash.Kind, phrase: String) -> SnapshotReproduction? {
        guard var (lines, release) = kind.script else { return nil }
        // iOS 13 and 14 word a reload of a missing item otherwise.
        if kind == .reloadMissingItem, phrase.hasPrefix("Invalid item") { release = .iOS14 }
        // The simulator raises a duplicate section one at a time: the plural text is not its.
        if kind == .sectionAlreadyExists, phrase.hasPrefix("section identifiers") { return nil }
        // The simulator names the check as UIKit's validator does, not in other words.
        if kind == .notEqualToItself, !phrase.hasPrefix("IDENTIFIER") { return nil }
        return SnapshotReproduction(lines: lines, release: release)
    }

    /// True when running the script, as `diffstep snapshot` runs it, raises a text holding
    /// `phrase` on its first raising line.
    /// - Complexity: the script's run.
    public func raises(_ phrase: String) -> Bool {
        guard let script = try? SnapshotScript(parsing: text) else { return false }
        for step in script.run(release: release) {
            if case .raised(let error) = step.outcome {
                return Substring(CrashText.normalise(error.description)).containsText(phrase)
            }
        }
        return false
    }
}
