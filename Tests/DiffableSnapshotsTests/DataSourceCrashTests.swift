import Testing

@testable import BatchModel
@testable import DiffableSnapshots

/// Data-source texts that are not batch-update texts, as public reports quote them
/// (docs/uikit.md, "Other data-source texts"): each is read to its kind, and where the
/// snapshot simulator raises it, the script explain prints raises it when run.
@Suite struct DataSourceCrashTests {
    static let texts: [(String, DataSourceCrash.Kind)] = [
        (
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    IQListKit.IQItem(type: ListKit.ReorderingListCell)\n)}'",
            .sectionSnapshotNotUnique
        ),
        (
            "2020-01-18 09:33:41.207312-0500 Demo[37163:6025667] [General] Fatal: supplied identifiers are not unique.",
            .itemsNotUniqueShort
        ),
        (
            "NSInternalInconsistencyException: supplied item identifiers are not unique. Duplicate identifiers: { Rivulet.BelowFoldItem.cast(\"x\") }",
            .itemsNotUnique
        ),
        (
            "Invalid parameter not satisfying: dataSourceSnapshot.numberOfSections == sectionIdentifiers.count",
            .sectionCountMismatch
        ),
        (
            "Fatal Exception: NSInternalInconsistencyException\nSection identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API",
            .sectionNotFound
        ),
        (
            "Diffable data source detected item identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value.",
            .equalDifferentHashes
        ),
        (
            "reason: 'UITableView internal bug: unable to generate a new section map with old section count: 1 and new section count: 0'",
            .tableSectionMap
        ),
        (
            "request for number of items in section 0 when there are only 0 sections in the collection view",
            .itemsInMissingSection
        ),
        (
            "reason: 'request for index path for global index 7 when there are only 7 items in the collection view'",
            .globalIndex
        ),
        (
            "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive.",
            .itemMovedIntoPlace
        ),
        (
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: main",
            .sectionAlreadyExists
        ),
        ("Attempted to reload item identifier that does not exist in the snapshot: a", .reloadMissingItem),
        ("Invalid item identifier specified for reload: a", .reloadMissingItem),
        (
            "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Cell animation stop fraction must be greater than start fraction'",
            .animationFraction
        ),
        (
            "reason: 'Unable to resolve row for index path <NSIndexPath: 0x8c3b> {length = 2, path = 0 - 4}'",
            .unresolvedRow
        ),
        ("IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF: Everest:8848", .notEqualToItself),
        ("Object instance <Item: 0x600> not equal to itself. This will break infra map tables.", .notEqualToItself),
        (
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=<Anytype.EditorCollectionView: 0x12d0c6000>'",
            .deadlockDetected
        ),
        (
            "Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<UICollectionView: 0x12c046400>",
            .notThreadConfined
        ),
        (
            "Thread 0 Crashed:\n0  UIKitCore  BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS + 52\n1  UIKitCore  -[__UIDiffableDataSource _performOnApplyQueue:] + 100",
            .reentrantApply
        ),
    ]

    @Test("each public text is read to its kind; a log is a log", arguments: texts)
    func read(_ text: String, _ kind: DataSourceCrash.Kind) throws {
        let crash = try #require(DataSourceCrash.read(text))
        #expect(crash.kind == kind)
        #expect(crash.kind.isLog == (kind == .itemMovedIntoPlace || kind == .notThreadConfined))
    }

    @Test("every kind and wording with a script: running it as diffstep snapshot does raises those words")
    func everyScript() {
        var offered = 0
        for kind in DataSourceCrash.Kind.allCases {
            for phrase in kind.phrases {
                guard let script = SnapshotReproduction.make(kind, phrase: phrase) else {
                    // The simulator raises a duplicate section one at a time: no plural.
                    // The simulator names a self-unequal identifier only as UIKit's validator does.
                    #expect(
                        kind.script == nil || phrase.hasPrefix("section identifiers")
                            || phrase == "not equal to itself",
                        "\(kind)")
                    continue
                }
                offered += 1
                #expect(script.raises(phrase), "\(kind): \(phrase) on iOS \(script.release.rawValue)")
            }
        }
        #expect(offered == 6)
    }

    @Test("the reports' texts get the script of their kind and wording")
    func scripts() throws {
        for (text, kind) in Self.texts {
            let crash = try #require(DataSourceCrash.read(text))
            let named = crash.quoted != "not equal to itself"
            #expect((crash.reproduction != nil) == (kind.script != nil && named), "\(kind)")
            if let script = crash.reproduction { #expect(script.raises(crash.quoted)) }
        }
    }

    @Test("a text that is neither is not read")
    func unknown() {
        #expect(DataSourceCrash.read("index 3 beyond bounds for empty array") == nil)
    }
}
