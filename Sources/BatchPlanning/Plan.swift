import BatchModel
import BatchSimulation

/// A safe way from old data to new data: one or more batches, each with the data the data
/// source must hold when that batch ends.
///
/// ```swift
/// let plan = Plan(old: Contents(items: ["a", "b", "c"]), new: Contents(items: ["c", "a", "d"]), strategy: .single)
/// plan.verify(old: ...)   // .correct
/// ```
public struct Plan: Sendable, Hashable {
    /// How the change is split into batches.
    public enum Strategy: String, Sendable, Hashable, CaseIterable {
        /// Deletes, inserts and moves in one batch, reloads after it at the new indexes
        /// (outside `performBatchUpdates`, as DeepDiff does).
        case single
        /// DifferenceKit's stages, each its own batch with intermediate data: updates,
        /// deletes, section inserts and moves, item inserts and moves.
        case staged
    }

    /// One batch and the data it leaves.
    public struct Stage: Sendable, Hashable {
        /// The calls.
        public var batch: BatchUpdate
        /// What the data source holds when the batch ends.
        public var data: Contents
        /// True for reloads made after the batch, outside `performBatchUpdates`.
        public var outsideBatch: Bool
    }

    /// The strategy used.
    public var strategy: Strategy
    /// The stages, in order; empty when old and new are equal.
    public var stages: [Stage]

    /// Plans the change from `old` to `new`.
    /// - Parameters:
    ///   - old: what the view shows.
    ///   - new: what it should show.
    ///   - strategy: one batch, or DifferenceKit-style stages.
    /// - Complexity: O(n log n + s²) for n items and s sections.
    public init(old: Contents, new: Contents, strategy: Strategy) {
        let matching = Matching(old: old, new: new)
        self.init(
            strategy,
            strategy == .single
                ? Plan.single(old: old, new: new, matching: matching)
                : Plan.staged(old: old, new: new, matching: matching))
    }

    /// The single-batch plan, as `init(old:new:strategy:)` makes it with `.single`, for a caller
    /// that never stages: the web engine's batch part, which then links no staged planner.
    /// - Complexity: O(n log n + s²) for n items and s sections.
    public static func singleBatch(old: Contents, new: Contents) -> Plan {
        Plan(.single, Plan.single(old: old, new: new, matching: Matching(old: old, new: new)))
    }

    private init(_ strategy: Strategy, _ stages: [Stage]) {
        self.strategy = strategy
        self.stages = stages.filter { !$0.batch.isEmpty }
    }

    /// Runs every stage through the simulator, from `old`.
    /// - Parameters:
    ///   - old: what the view shows before the first stage.
    ///   - options: the view and open choices.
    /// - Returns: each stage simulated, and the verdict for the last data.
    /// - Complexity: O(stages · (u² + n)).
    public func simulate(old: Contents, options: SimulationOptions = SimulationOptions()) -> (
        batches: [BatchSimulation], verdict: Verdict
    ) {
        var view = old
        var batches: [BatchSimulation] = []
        for stage in stages {
            let result = Simulation.run(stage.batch, before: view, after: stage.data, options: options)
            batches.append(result)
            switch result.outcome {
            case .raised(let exception): return (batches, .raises(exception, batch: batches.count - 1))
            case .reloadedData(let exception): return (batches, .reloadsData(exception, batch: batches.count - 1))
            case .applied: view = result.shown ?? view
            }
        }
        let differences = ContentDifference.between(view, stages.last?.data ?? old)
        return (batches, differences.isEmpty ? .correct : .wrongContent(differences))
    }
}
