import TestSupport
import Testing

@testable import DiffableSnapshots

@Suite struct ApplyPropertyTests {
    /// A random snapshot over a fixed pool: some of five sections in a random order, each
    /// of forty items in one of them or absent, so pairs share items across sections.
    func randomSnapshot(_ random: inout SplitMix64) throws -> Snapshot<Int, Int> {
        var snapshot = Snapshot<Int, Int>()
        let sections = (0..<5).filter { _ in Int.random(in: 0..<4, using: &random) > 0 }.shuffled(using: &random)
        try snapshot.appendSections(sections)
        guard !sections.isEmpty else { return snapshot }
        for item in (0..<40).shuffled(using: &random) where Bool.random(using: &random) {
            try snapshot.appendItems([item], toSection: sections.randomElement(using: &random))
        }
        return snapshot
    }

    @Test(
        "the batch simulator accepts apply's batch and replays it to the new snapshot, moves across sections included")
    func replaysToNew() throws {
        var random = SplitMix64(seed: 0xD1FF_57E9)
        for _ in 0..<500 {
            let old = try randomSnapshot(&random)
            var new = try randomSnapshot(&random)
            let shared = new.itemIdentifiers.filter { old.indexOfItem($0) != nil }
            try new.reloadItems(shared.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
            let sharedSections = new.sectionIdentifiers.filter { old.indexOfSection($0) != nil }
            try new.reloadSections(sharedSections.filter { _ in Int.random(in: 0..<8, using: &random) == 0 })
            let batch = old.batch(to: new)
            let check = old.check(batch, to: new)
            #expect(check.outcome == .applied, "old \(old.items) new \(new.items) batch \(batch)")
            #expect(check.shown == new.contents && check.differences.isEmpty, "old \(old.items) new \(new.items)")
            // UIKit asserts on a move out of a deleted section or into an inserted one.
            let deleted = Set(batch.deletedSections)
            let inserted = Set(batch.insertedSections)
            #expect(
                !batch.movedItems.contains { deleted.contains($0.from.section) || inserted.contains($0.to.section) })
            #expect(!batch.deletedItems.contains { deleted.contains($0.section) })
        }
    }

    @Test("moves are as few as the longest run in order allows")
    func fewestMoves() throws {
        var snapshot = Snapshot<String, Int>()
        try snapshot.appendSections(["s"])
        try snapshot.appendItems([1, 2, 3, 4, 5])
        var reversed = Snapshot<String, Int>()
        try reversed.appendSections(["s"])
        try reversed.appendItems([2, 3, 4, 5, 1])
        #expect(snapshot.batch(to: reversed).movedItems.count == 1)
    }
}
