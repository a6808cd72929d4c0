import BatchModel
import BatchPlanning
import DiffEngine
import TestSupport
import Testing

@Suite struct DiffPlanPropertyTests {
    /// Random lists over few letters (so duplicates are common); a quarter of the items show
    /// changed content on the new side.
    static func lists(_ random: inout SplitMix64) -> (old: [DataItem], new: [DataItem]) {
        let letters = ["a", "b", "c", "d", "e", "f"]
        let old = (0..<Int.random(in: 0...8, using: &random)).map { _ in
            DataItem(letters.randomElement(using: &random) ?? "a")
        }
        let new = (0..<Int.random(in: 0...8, using: &random)).map { _ -> DataItem in
            let id = letters.randomElement(using: &random) ?? "a"
            return Int.random(in: 0..<4, using: &random) == 0 ? DataItem(id, content: id + "'") : DataItem(id)
        }
        return (old, new)
    }

    @Test(
        "the planner turns every diff into a batch the simulator accepts, replaying to the new list",
        arguments: ViewKind.allCases)
    func everyDiffPlans(view: ViewKind) throws {
        var random = SplitMix64(seed: 0x4EC4_E1)
        for _ in 0..<2000 {
            let (old, new) = Self.lists(&random)
            let changes = Heckel.diff(old: old, new: new)
            let plan = try #require(Plan(old: old, changes: changes), "\(old) -> \(new): \(changes)")
            let result = plan.simulate(
                old: Contents(sections: [Section("0", items: old)]), options: SimulationOptions(view: view))
            #expect(result.verdict == .correct, "\(old) -> \(new): \(plan.stages.map(\.batch.updates))")
            #expect(plan.stages.last?.data.sections.first?.items ?? old == new)
            if result.verdict != .correct { return }
        }
    }

    @Test("an item that moves and changes content is deleted and inserted, never reloaded and moved")
    func movedAndUpdated() throws {
        let old = [DataItem("a"), DataItem("b"), DataItem("c")]
        let new = [DataItem("c", content: "C"), DataItem("a"), DataItem("b")]
        let plan = try #require(Plan(old: old, changes: Heckel.diff(old: old, new: new)))
        #expect(plan.stages.count == 1)
        #expect(
            plan.stages.first?.batch.updates == [
                .deleteItems([IndexPath(item: 2, section: 0)]), .insertItems([IndexPath(item: 0, section: 0)]),
            ])
    }

    @Test("changes that do not fit the old list give no plan")
    func misfit() {
        #expect(Plan(old: [DataItem("a")], changes: [.delete(item: DataItem("a"), index: 3)]) == nil)
    }
}
