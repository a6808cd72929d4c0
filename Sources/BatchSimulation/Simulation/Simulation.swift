import BatchModel

/// A snippet run against UIKit's rules: every batch in both readings, and the verdict.
///
/// ```swift
/// let script = try CallParser.parse(source)
/// let simulation = try Simulation(script, old: Contents(items: ["a", "b", "c", "d", "e", "f"]))
/// if case .raises(let exception, _) = simulation.verdict { print(exception) }
/// ```
public struct Simulation: Sendable, Hashable {
    /// The options used.
    public var options: SimulationOptions
    /// What the data source held when the first batch began (two states: also what the view showed).
    public var old: Contents
    /// What the view had cached when the first batch began, when it differs from `old`
    /// (three states; `nil`: the view showed `old`).
    public var cached: Contents?
    /// What the data source holds at the end.
    public var new: Contents
    /// Each batch, in order; stops at the first batch that raises.
    public var batches: [BatchSimulation]
    /// What the view shows at the end (`nil` after a crash).
    public var shown: Contents?
    /// The outcome.
    public var verdict: Verdict

    /// Runs `script` from `old`.
    ///
    /// The view starts showing `old`, or `cached` when given: then the first batch sees three
    /// states (the view's cache, `old` when the batch begins, the data source at its end);
    /// later batches see two, because a batch leaves the view's cache up to date. Changes to `items` update the data source as they
    /// come. A snippet without such changes updates the data source to `new` before its
    /// first batch (each batch then sees `new` as its AFTER state, as UIKit would).
    /// - Parameters:
    ///   - script: the parsed snippet.
    ///   - old: what the view shows before.
    ///   - new: what the data source holds after; `nil` to take it from the snippet's changes.
    ///   - cached: what the view had cached before the first batch, if not `old`.
    ///   - options: view and the documented open choices.
    /// - Throws: `BatchError.badMutation`, `.mutationNeedsOneSection`, or
    ///   `.newDataDisagrees` when the snippet's changes do not give `new`.
    /// - Complexity: O(b·(u² + n)) for b batches of u updates over n items.
    public init(
        _ script: CallScript, old: Contents, new: Contents? = nil, cached: Contents? = nil,
        options: SimulationOptions = SimulationOptions()
    ) throws(BatchError) {
        self.options = options
        self.old = old
        self.cached = cached
        var view = cached ?? old
        var start = cached.map { _ in old.counts }
        var model = script.hasMutations ? old : (new ?? old)
        var batches: [BatchSimulation] = []
        var verdict: Verdict?
        for statement in script.statements where verdict == nil {
            switch statement {
            case .mutation(let mutation, let line):
                try Simulation.apply(mutation, line: line, to: &model)
            case .reloadData:
                view = model
            case .batch(let batch):
                let result = Simulation.run(batch, before: view, after: model, start: start, options: options)
                start = nil
                batches.append(result)
                switch result.outcome {
                case .raised(let exception): verdict = .raises(exception, batch: batches.count - 1)
                case .reloadedData(let exception): verdict = .reloadsData(exception, batch: batches.count - 1)
                case .applied: break
                }
                view = result.shown ?? view
            }
        }
        if script.hasMutations, let new, new != model {
            throw .newDataDisagrees(expected: new.description, fromSnippet: model.description)
        }
        self.new = model
        self.batches = batches
        if case .raises = verdict { self.shown = nil } else { self.shown = view }
        let differences = ContentDifference.between(view, model)
        self.verdict = verdict ?? (differences.isEmpty ? .correct : .wrongContent(differences))
    }

    /// Validates and replays one batch.
    /// - Parameters:
    ///   - before: what the view shows (and has cached).
    ///   - after: what the data source holds at the end of the batch.
    ///   - start: the data source's counts when the batch began, when they differ from the
    ///     view's (three states); `nil`: the same.
    ///   - options: view and the documented open choices.
    /// - Complexity: O(u² + n).
    public static func run(
        _ batch: BatchUpdate, before: Contents, after: Contents, start: [Int]? = nil, options: SimulationOptions
    ) -> BatchSimulation {
        var options = options
        if start != nil { options.cached = before.counts }
        let (reading, outcome) = batch.validate(
            before: start ?? before.counts, after: after.counts, options: options)
        var shown: Contents?
        switch outcome {
        case .applied: shown = reading.replay(before: before, after: after)
        case .reloadedData: shown = after
        case .raised: shown = nil
        }
        return BatchSimulation(
            batch: batch, before: before, start: start, after: after,
            sequential: SequentialReading(batch, before: before, after: after),
            uikit: reading, outcome: outcome, shown: shown,
            differences: shown.map { ContentDifference.between($0, after) } ?? [])
    }

    private static func apply(_ mutation: Mutation, line: Int, to model: inout Contents) throws(BatchError) {
        guard model.sections.count == 1 else { throw .mutationNeedsOneSection(line: line) }
        if let problem = mutation.apply(to: &model.sections[0].items) {
            throw .badMutation(line: line, reason: problem)
        }
    }
}
