import Testing

@testable import BatchModel
@testable import DiffableSnapshots

@Suite struct SnapshotModelTests {
    typealias Plain = Snapshot<String, String>

    func make(_ sections: [(String, [String])], release: UIKitRelease = .iOS17) throws -> Plain {
        var snapshot = Plain(release: release)
        for (section, items) in sections {
            try snapshot.appendSections([section])
            try snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test("queries answer by identifier")
    func queries() throws {
        let snapshot = try make([("config", ["wifi"]), ("networks", ["a", "b", "c"])])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 4)
        #expect(try snapshot.numberOfItems(inSection: "networks") == 3)
        #expect(snapshot.itemIdentifiers == ["wifi", "a", "b", "c"])
        #expect(snapshot.indexOfItem("b") == 2)
        #expect(snapshot.indexOfSection("networks") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "c") == "networks")
        #expect(snapshot.indexOfItem("zzz") == nil)
    }

    @Test("insert, move and delete with anchors")
    func anchors() throws {
        var snapshot = try make([("s", ["a", "c"]), ("t", ["x"])])
        try snapshot.insertItems(["b"], beforeItem: "c")
        try snapshot.insertItems(["d"], afterItem: "c")
        try snapshot.moveItem("a", afterItem: "x")
        try snapshot.insertSections(["r"], beforeSection: "s")
        try snapshot.moveSection("t", afterSection: "r")
        #expect(snapshot.sectionIdentifiers == ["r", "t", "s"])
        #expect(try snapshot.itemIdentifiers(inSection: "s") == ["b", "c", "d"])
        #expect(try snapshot.itemIdentifiers(inSection: "t") == ["x", "a"])
        snapshot.deleteItems(["c", "nope"])
        snapshot.deleteSections(["t"])
        #expect(snapshot.itemIdentifiers == ["b", "d"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test(
        "every exception text a snapshot raises",
        arguments: [
            (
                "appendItems with no section",
                "There are currently no sections in the data source. Please add a section first."
            ),
            (
                "duplicate section",
                "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: s"
            ),
            ("reload missing", "Attempted to reload item identifier that does not exist in the snapshot: q"),
            ("reload missing old", "Invalid item identifier specified for reload: q"),
            ("reconfigure missing", "Attempted to reconfigure item identifier that does not exist in the snapshot: q"),
            ("reload missing section", "Attempted to reload section identifier that does not exist in the snapshot: q"),
            ("unknown section anchor", "Invalid parameter not satisfying: fromSection != NSNotFound"),
            ("unknown item anchor", "Invalid parameter not satisfying: insertIndex != NSNotFound"),
            ("duplicate item 13", "Fatal: supplied identifiers are not unique."),
            (
                "duplicate item 15",
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}"
            ),
        ])
    func exceptionTexts(action: String, text: String) throws {
        let error = #expect(throws: BatchError.self) {
            var empty = Plain(release: action.hasSuffix("old") ? .iOS14 : .iOS15)
            if action.hasSuffix("13") { empty = Plain(release: .iOS13) }
            if action.hasSuffix("14") { empty = Plain(release: .iOS14) }
            if action == "appendItems with no section" { return try empty.appendItems(["a"]) }
            try empty.appendSections(["s"])
            try empty.appendItems(["a"])
            switch action {
            case "duplicate section": try empty.appendSections(["s"])
            case "reload missing", "reload missing old": try empty.reloadItems(["q"])
            case "reconfigure missing": try empty.reconfigureItems(["q"])
            case "reload missing section": try empty.reloadSections(["q"])
            case "unknown section anchor": try empty.insertSections(["t"], afterSection: "q")
            case "unknown item anchor": try empty.moveItem("a", beforeItem: "q")
            default: try empty.appendItems(["a"])
            }
        }
        #expect(error?.description == text)
    }

    @Test("iOS 17 moves a duplicate item into place and logs instead of raising")
    func modernDuplicate() throws {
        var snapshot = try make([("s", ["a", "b"]), ("t", [])])
        try snapshot.appendItems(["a"], toSection: "t")
        #expect(snapshot.itemIdentifiers == ["b", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == "t")
        #expect(snapshot.warnings.count == 1)
        #expect(snapshot.warnings.first?.isWarning == true)
        #expect(
            snapshot.warnings.first?.description.hasPrefix(
                "Diffable data source detected an attempt to insert or append 1 item identifier that already exists")
                == true)
    }

    @Test("a duplicate inside one append raises before iOS 17")
    func duplicateInsideOneCall() throws {
        var snapshot = try make([("s", [])], release: .iOS15)
        #expect(throws: BatchError.duplicateItems(["b"], .iOS15)) { try snapshot.appendItems(["a", "b", "b"]) }
    }
}
