import Testing

@testable import BatchModel
@testable import DiffableSnapshots

@Suite struct ApplyTests {
    typealias Source = DiffableDataSource<String, String>

    func loaded(_ items: [String], release: UIKitRelease = .iOS17) throws -> Source {
        var source = Source(release: release)
        var snapshot = source.snapshot()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(items)
        _ = try source.apply(snapshot)
        return source
    }

    @Test("a deleted item is one delete at its old index path")
    func delete() throws {
        var source = try loaded(["a", "b", "c"])
        var next = source.snapshot()
        next.deleteItems(["b"])
        let result = try source.apply(next)
        #expect(result.batch.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(result.batch.count == 1)
        #expect(result.check?.outcome == .applied)
    }

    @Test("the check is the batch simulator's: a batch that deletes the wrong row is caught")
    func checkCatchesWrongBatch() throws {
        let source = try loaded(["a", "b", "c"])
        let old = source.snapshot()
        var new = old
        new.deleteItems(["b"])
        var wrong = old.batch(to: new)
        wrong.deletedItems = [IndexPath(item: 2, section: 0)]
        let check = old.check(wrong, to: new)
        #expect(check.outcome == .applied)
        #expect(!check.differences.isEmpty)
        wrong.deletedItems = [IndexPath(item: 3, section: 0)]
        #expect(old.check(wrong, to: new).outcome != .applied)
    }

    @Test("reconfigure keeps the cell of an item that was on screen")
    func reconfigureApplies() throws {
        var source = try loaded(["a", "b", "c"])
        var next = source.snapshot()
        try next.reconfigureItems(["c"])
        let result = try source.apply(next)
        #expect(result.batch.isEmpty)
        #expect(result.reconfigured.map(\.at) == [IndexPath(item: 2, section: 0)])
        #expect(result.ignored.isEmpty)
    }

    @Test("reconfigure of an item that was not on screen does nothing, without raising")
    func reconfigureNew() throws {
        var source = try loaded(["a"])
        var next = source.snapshot()
        try next.appendItems(["z"])
        try next.reconfigureItems(["z"])
        let result = try source.apply(next)
        #expect(result.batch.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(result.reconfigured.isEmpty)
        #expect(result.ignored.map(\.reason) == [.notInPreviousSnapshot])
    }

    @Test("reconfigure of an item deleted and added again does nothing")
    func reconfigureReadded() throws {
        var source = try loaded(["a", "b"])
        var next = source.snapshot()
        next.deleteItems(["a"])
        try next.appendItems(["a"])
        try next.reconfigureItems(["a"])
        let result = try source.apply(next)
        #expect(result.reconfigured.isEmpty)
        #expect(result.ignored.map(\.reason) == [.deletedAndReadded])
        #expect(result.batch.movedItems.count == 1)
    }

    @Test("a reconfigure mark is dropped when the item is deleted afterwards")
    func reconfigureThenDelete() throws {
        var source = try loaded(["a", "b"])
        var next = source.snapshot()
        try next.reconfigureItems(["a"])
        next.deleteItems(["a"])
        #expect(next.reconfiguredItemIdentifiers.isEmpty)
        let result = try source.apply(next)
        #expect(result.reconfigured.isEmpty && result.ignored.isEmpty)
    }

    @Test("reload replaces the cell: a delete and an insert of the same item")
    func reload() throws {
        var source = try loaded(["a", "b", "c"])
        var next = source.snapshot()
        try next.reloadItems(["b"])
        let result = try source.apply(next)
        #expect(result.batch.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(result.batch.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(result.batch.reloadedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("reload of an item not in the snapshot raises; reconfigure of one on screen does not")
    func reloadUnknown() throws {
        let source = try loaded(["a"])
        var next = source.snapshot()
        #expect(throws: BatchError.reloadMissingItem("q", .iOS17)) { try next.reloadItems(["q"]) }
    }

    @Test("before iOS 15, apply without animation is reloadData; from 15 it diffs")
    func versions() throws {
        for release in [UIKitRelease.iOS14, .iOS15] {
            var source = try loaded(["a", "b"], release: release)
            var next = source.snapshot()
            next.deleteItems(["a"])
            let result = try source.apply(next, animatingDifferences: false)
            if release == .iOS14 {
                #expect(result.mode == .reloadData(.notAnimatedBeforeiOS15))
                #expect(result.batch.isEmpty)
            } else {
                #expect(result.mode == .batch(animated: false))
                #expect(result.batch.deletedItems.count == 1)
            }
        }
        var source = try loaded(["a"])
        let result = try source.applySnapshotUsingReloadData(source.snapshot())
        #expect(result.mode == .reloadData(.requested))
    }

    @Test("an identifier that is not equal to itself is caught at apply")
    func notEqualToItself() throws {
        var source = DiffableDataSource<String, Double>()
        var next = source.snapshot()
        try next.appendSections(["main"])
        try next.appendItems([1, .nan])
        #expect(throws: BatchError.identifierProblems([.notEqualToItself("nan")])) { _ = try source.apply(next) }
    }

    @Test("the Wi-Fi switch: the networks section leaves with its items, no item deletes")
    func wifiOff() throws {
        var source = Source()
        var on = source.snapshot()
        try on.appendSections(["config", "networks"])
        try on.appendItems(["switch"], toSection: "config")
        try on.appendItems(["home", "cafe"], toSection: "networks")
        _ = try source.apply(on)
        var off = source.snapshot()
        off.deleteSections(["networks"])
        let result = try source.apply(off)
        #expect(result.batch.deletedSections == [1])
        #expect(result.batch.deletedItems.isEmpty)
    }
}
