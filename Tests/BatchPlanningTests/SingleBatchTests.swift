import BatchModel
import BatchPlanning
import PropertyBased
import Testing

/// `Plan.singleBatch`, the web engine's planner, plans what `Plan(old:new:strategy: .single)` plans.
@Suite struct SingleBatchTests {
    static let items = Gen.int(in: 0...7).array(of: 0...7).map { $0.map { "i\($0)" } }

    @Test("the same stages as the single strategy, for lists with repeats, reorders and changes")
    func sameAsSingle() async {
        await propertyCheck(count: 300, input: Self.items, Self.items) { old, new in
            let (before, after) = (Contents(items: old), Contents(items: new))
            let plan = Plan.singleBatch(old: before, new: after)
            #expect(plan == Plan(old: before, new: after, strategy: .single))
            #expect(plan.strategy == .single)
        }
    }
}
