import BatchModel
import BatchPlanning
import BatchSimulation
import TestSupport
import Testing

/// Random sectioned data with duplicates, and a random change of it with cross-section moves.
enum RandomData {
    static let names = ["A", "B", "C", "D", "E"]
    static let letters = ["a", "b", "c", "d", "e"]

    static func contents(_ random: inout SplitMix64) -> Contents {
        let count = Int.random(in: 0...3, using: &random)
        return Contents(
            sections: names.shuffled(using: &random).prefix(count).map { name in
                Section(
                    name,
                    items: (0..<Int.random(in: 0...5, using: &random)).map { _ in
                        DataItem(letters.randomElement(using: &random) ?? "a")
                    })
            })
    }

    static func change(_ old: Contents, _ random: inout SplitMix64) -> Contents {
        var sections = old.sections.shuffled(using: &random)
        if !sections.isEmpty, Bool.random(using: &random) {
            sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
        }
        if Bool.random(using: &random), let name = names.first(where: { n in !sections.contains { $0.name == n } }) {
            sections.insert(
                Section(name, items: [DataItem("z")]), at: Int.random(in: 0...sections.count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...4, using: &random) where !sections.isEmpty {
            let from = Int.random(in: 0..<sections.count, using: &random)
            let to = Int.random(in: 0..<sections.count, using: &random)
            guard !sections[from].items.isEmpty else { continue }
            var item = sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &random))
            if Int.random(in: 0..<4, using: &random) == 0 { item.content = item.id + "'" }
            if Int.random(in: 0..<4, using: &random) == 0 {
                item = DataItem(letters.randomElement(using: &random) ?? "a")
            }
            sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &random))
        }
        return Contents(sections: sections)
    }
}

@Suite struct PlannerPropertyTests {
    @Test("every plan passes the simulator and replays to the new data", arguments: Plan.Strategy.allCases)
    func plansAreSafe(strategy: Plan.Strategy) {
        var random = SplitMix64(seed: 0xD1FF_57E9)
        for _ in 0..<1500 {
            let old = RandomData.contents(&random)
            let new = RandomData.change(old, &random)
            for view in ViewKind.allCases {
                let plan = Plan(old: old, new: new, strategy: strategy)
                let verdict = plan.simulate(old: old, options: SimulationOptions(view: view)).verdict
                #expect(
                    verdict == .correct, "\(strategy) \(view): \(old) -> \(new): \(plan.stages.map(\.batch.updates))")
                if verdict != .correct { return }
            }
        }
    }

    @Test(
        "no plan moves an item to the index it already has, and every plan still replays",
        arguments: Plan.Strategy.allCases)
    func noMoveToItsOwnIndex(strategy: Plan.Strategy) {
        var random = SplitMix64(seed: 0x5E1F)
        for _ in 0..<1500 {
            let old = RandomData.contents(&random)
            let new = RandomData.change(old, &random)
            let plan = Plan(old: old, new: new, strategy: strategy)
            var before = old
            for stage in plan.stages {
                // Sections match by name: the same name and the same index is the item's own place.
                for case .moveItem(let from, let to) in stage.batch.updates {
                    let sameSection = before.sections[from.section].name == stage.data.sections[to.section].name
                    #expect(
                        !sameSection || from.item != to.item, "\(strategy): \(old) -> \(new): \(stage.batch.updates)")
                }
                before = stage.data
            }
            #expect(plan.simulate(old: old, options: SimulationOptions(view: .collection)).verdict == .correct)
        }
    }

    @Test("a b c -> c b a: the safe batch moves a and c, both strategies")
    func reversedThree() {
        let old = Contents(items: ["a", "b", "c"])
        let new = Contents(items: ["c", "b", "a"])
        for strategy in Plan.Strategy.allCases {
            let plan = Plan(old: old, new: new, strategy: strategy)
            let moves = plan.stages.flatMap(\.batch.updates)
            #expect(
                moves == [
                    .moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)),
                    .moveItem(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)),
                ], "\(strategy)")
        }
    }

    @Test("a random batch is judged the same by the simulator and an independent replay", arguments: ViewKind.allCases)
    func randomBatches(view: ViewKind) {
        var random = SplitMix64(seed: 42)
        for _ in 0..<3000 {
            let oldCount = Int.random(in: 0...6, using: &random)
            let old = (0..<oldCount).map { "o\($0)" }
            let newCount = Int.random(in: 0...7, using: &random)
            let new = (0..<newCount).map { _ in "o\(Int.random(in: 0...7, using: &random))" }
            let deletes = (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0...6, using: &random) }
            let inserts = (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0...7, using: &random) }
            let move =
                Bool.random(using: &random)
                ? (Int.random(in: 0...6, using: &random), Int.random(in: 0...7, using: &random)) : nil
            var updates: [Update] = []
            if !deletes.isEmpty { updates.append(.deleteItems(deletes.map { IndexPath(item: $0, section: 0) })) }
            if !inserts.isEmpty { updates.append(.insertItems(inserts.map { IndexPath(item: $0, section: 0) })) }
            if let move {
                updates.append(
                    .moveItem(from: IndexPath(item: move.0, section: 0), to: IndexPath(item: move.1, section: 0)))
            }
            let result = Simulation.run(
                BatchUpdate(updates), before: Contents(items: old), after: Contents(items: new),
                options: SimulationOptions(view: view))
            let expected = Independent.replay(
                old: old, new: new, deletes: deletes, inserts: inserts, move: move, view: view)
            #expect(result.shown.map { $0.sections[0].items.map(\.id) } == expected, "\(old) -> \(new) \(updates)")
        }
    }
}

/// A second, plainer reading of one-section batches: the rules of the documentation, not
/// the pipeline of the decompile.
enum Independent {
    static func replay(
        old: [String], new: [String], deletes list: [Int], inserts added: [Int], move: (Int, Int)?, view: ViewKind
    ) -> [String]? {
        let deletes = Set(list)
        let inserts = Set(added)
        // A table view drops identical duplicates; a collection view counts every call's path.
        let deleted = view == .table ? deletes.count : list.count
        let inserted = view == .table ? inserts.count : added.count
        if let move {
            if deletes.contains(move.0) || inserts.contains(move.1) || move.0 >= old.count || move.1 >= new.count {
                return nil
            }
        }
        guard deletes.allSatisfy({ $0 < old.count }), inserts.allSatisfy({ $0 < new.count }) else { return nil }
        guard old.count - deleted + inserted >= 0 else { return nil }
        guard old.count - deleted + inserted == new.count else { return nil }
        var stay: [String] = []
        for (index, item) in old.enumerated() where !deletes.contains(index) && index != move?.0 { stay.append(item) }
        var result: [String] = []
        for slot in 0..<new.count {
            if inserts.contains(slot) {
                result.append(new[slot])
            } else if let move, move.1 == slot {
                result.append(old[move.0])
            } else if !stay.isEmpty {
                result.append(stay.removeFirst())
            } else {
                // Counted twice, a duplicate insert leaves a slot no old cell reaches.
                result.append(new[slot])
            }
        }
        return result
    }
}
