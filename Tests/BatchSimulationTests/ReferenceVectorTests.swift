import BatchModel
import BatchPlanning
import BatchSimulation
import Testing

/// The public libraries' vectors (diff-test-vectors.md) as tests of the simulator and planner.
@Suite struct ReferenceVectorTests {
    func p(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    func data(_ text: String) throws -> Contents { try Contents(parsing: text) }

    func safe(_ old: String, _ new: String) throws -> (single: Plan, staged: Plan) {
        let (a, b) = (try data(old), try data(new))
        let single = Plan(old: a, new: b, strategy: .single)
        let staged = Plan(old: a, new: b, strategy: .staged)
        #expect(single.simulate(old: a).verdict == .correct)
        #expect(staged.simulate(old: a).verdict == .correct)
        return (single, staged)
    }

    @Test("B3: an item move out of a deleted section is what UIKit asserts on")
    func b3() {
        let outcome = BatchUpdate([.deleteSections([0]), .moveItem(from: p(0, 0), to: p(0, 1))]).validate(
            before: [2, 2], after: [2]
        ).outcome
        #expect(outcome.exception?.message == "cannot move an item from a deleted section (0)")
    }

    @Test("B5: deleting a section that is also moved raises the section form of M6")
    func b5() {
        let batch = BatchUpdate([.deleteSections([2]), .moveSection(from: 2, to: 6), .moveSection(from: 0, to: 2)])
        #expect(
            batch.validate(before: Array(repeating: 1, count: 8), after: Array(repeating: 1, count: 7)).outcome
                .exception?.message
                == "attempt to perform a delete and a move from the same section (2)")
    }

    @Test("B6, per view: a table view drops identical duplicates; a collection view counts each one")
    func b6() {
        // B6 is IGListKit's cleanup, which collapses duplicate deletes because a collection
        // view counts them (radar 31786176); a table view drops them itself (reference 1.5b).
        let batch = BatchUpdate([.deleteItems([p(0, 0), p(0, 0)]), .insertItems([p(0, 1), p(0, 1)])])
        let table = batch.validate(before: [2], after: [2], options: SimulationOptions(view: .table))
        #expect(table.outcome == .applied)
        #expect(table.reading.deletedItems == [p(0, 0)])
        #expect(table.reading.insertedItems == [p(0, 1)])
        // 2 - 2 deletes + 2 inserts = 2: the collection view's sum adds up too, each counted.
        let collection = batch.validate(before: [2], after: [2], options: SimulationOptions(view: .collection))
        #expect(collection.outcome == .applied)
        #expect(collection.reading.deletedItems == [p(0, 0), p(0, 0)])
        #expect(collection.reading.insertedItems == [p(0, 1), p(0, 1)])
        // Two deletes of one path: the table's count stays 1 (2 - 1 = 1), the collection's drops by 2.
        let twice = BatchUpdate([.deleteItems([p(0, 0), p(0, 0)])])
        #expect(twice.validate(before: [2], after: [1], options: SimulationOptions(view: .table)).outcome == .applied)
        #expect(
            twice.validate(before: [2], after: [0], options: SimulationOptions(view: .collection)).outcome == .applied)
        #expect(
            twice.validate(before: [1], after: [0], options: SimulationOptions(view: .collection)).outcome.exception?
                .template == .deleteMoreThanExist)
    }

    @Test("radar 31786176: deleting the head twice in a collection view removes two items and shows the wrong ones")
    func radarDeleteHeadTwice() throws {
        let result = Simulation.run(
            BatchUpdate([.deleteItems([p(0, 0), p(0, 0)])]), before: try data("a b c d"), after: try data("c d"),
            options: SimulationOptions(view: .collection))
        #expect(result.outcome == .applied)
        // Only a's cell leaves; b c d stay for two slots: b c shown where c d belong.
        #expect(result.shown == (try data("b c")))
        #expect(!result.differences.isEmpty)
    }

    @Test("B1, B2, B4: a moved section with item changes becomes a delete and an insert")
    func movedSectionWithChanges() throws {
        let plans = try safe("A: a | B: b c | C: d", "B: b c | C: d | A: a x")
        let updates = plans.single.stages[0].batch.updates
        #expect(!updates.contains { if case .moveSection = $0 { true } else { false } })
        #expect(updates.contains(.deleteSections([0])))
        #expect(updates.contains(.insertSections([2])))
    }

    @Test("D1, D2, D7: deletes, inserts, a hash collision as delete and insert")
    func linear() throws {
        #expect(try safe("0 1 2", "0 2").single.stages.map(\.batch.updates) == [[.deleteItems([p(0, 1)])]])
        #expect(try safe("0 1 2", "0 1 2 3").single.stages.map(\.batch.updates) == [[.insertItems([p(0, 3)])]])
        #expect(
            try safe("0 1 2", "").single.stages.map(\.batch.updates) == [[.deleteItems([p(0, 0), p(0, 1), p(0, 2)])]])
        #expect(
            try safe("A0 A1", "A0 A2").staged.stages.map(\.batch.updates) == [
                [.deleteItems([p(0, 1)])], [.insertItems([p(0, 1)])],
            ])
    }

    @Test("D3, D5: content changes are reloads (staged: first, at old indexes; single: after, at new)")
    func updates() throws {
        let plans = try safe("M0 M1 M2", "M2 M4 M0=x M3")
        #expect(plans.staged.stages.first?.batch.updates == [.reloadItems([p(0, 0)])])
        #expect(plans.staged.stages[1].batch.updates == [.deleteItems([p(0, 1)])])
        #expect(plans.single.stages.last?.outsideBatch == true)
        #expect(plans.single.stages.last?.batch.updates == [.reloadItems([p(0, 2)])])
    }

    @Test("D4, D6: moves, fewest needed, duplicates allowed")
    func moves() throws {
        func moveCount(_ plan: Plan) -> Int {
            plan.stages.flatMap(\.batch.updates).filter { if case .moveItem = $0 { true } else { false } }.count
        }
        #expect(moveCount(try safe("0 1 2", "1 2 0").single) == 1)
        #expect(moveCount(try safe("0 1 2 3", "3 2 1 0").single) == 3)
        let duplicated = try safe("0 1 2 0", "0 4 0 1 2").single
        #expect(duplicated.stages[0].batch.updates.first == .insertItems([p(0, 1)]))
        #expect(moveCount(duplicated) == 1)
    }

    @Test(
        "D8, N1-N8: sectioned and nested changes are all safe",
        arguments: [
            ("a: 0", "a: 0 | b: 1"), ("a: 0 | b: 1", "a: 0"), ("0: 0 | 1: 1 | 2: 2", "1: 1 | 2: 2 | 0: 0"),
            ("M0: 0 | M1: 1 | M2: 2 | M3: 3", "M3: 3 | M4: 4 | M0: 0 | M2: 2=x"),
            ("k1: | k0:", "k0: | k1:"), ("k1: 1 | k0: 1 2", "k0: 1 2 | k1: 1 2"),
            ("k1: 1 2 | k0: 1 2", "k0: 1 2 | k1: 1"),
            ("k1: 1 | k0: 2 1", "k0: 1 2 | k1: 1"), ("k1: 1 | k0: 2 1", "k0: 2 1"), ("k1: 1", "k0: 1 | k1: 1"),
            ("k0: 0 1 | k1: 2 3", "k1: 3 2 | k0: 0 1 | k2: 12"), ("k1: 3 2 | k0: 0 1 | k2: 12", "k0: 0 1 | k1: 2 3"),
        ])
    func nested(old: String, new: String) throws {
        _ = try safe(old, new)
    }

    @Test("N1: swapping two empty sections is one section move")
    func n1() throws {
        // Differ moves 0 to 1; moving 1 to 0 is the same single move.
        let updates = try safe("k1: | k0:", "k0: | k1:").single.stages.map(\.batch.updates)
        #expect(updates == [[.moveSection(from: 1, to: 0)]] || updates == [[.moveSection(from: 0, to: 1)]])
    }
}
