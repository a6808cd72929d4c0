import BatchModel
import BatchParsing
import BatchPlanning
import BatchSimulation
import Storyboard
import Wire

extension WebEngine {
    /// A batch of UIKit calls checked the way `diffstep batch --format json` checks it, with
    /// a safe plan and the frames the web stepper plays.
    ///
    /// `{"exitCode", "simulation" (BatchJSON: verdict, both readings, UIKit's exception
    /// text), "plan" (PlanSwift.json of a single-batch plan from old to the new data, with
    /// "swift": its Swift), "stepper"}`.
    /// - Parameters:
    ///   - old: what the view shows before (`a b c` or `A: a b | B: c`).
    ///   - new: what the data source holds after; empty for what the calls' changes give.
    ///   - calls: the article's Swift or the compact form.
    ///   - view: collection or table; empty for what the calls name, else collection.
    ///   - messages: classic or modern, overriding the release's spelling; empty for the release's.
    ///   - countMessage: invalidUpdate, invalidBatch or heuristic, overriding the release's; empty
    ///     for the release's.
    ///   - platform: current or legacy, overriding the release's; empty for the release's.
    ///   - language: ko or en.
    ///   - ios: 13 to 18 or 26, a point release or a later one: that release's texts and rules (as `--ios`);
    ///     empty for `BatchRun.defaultRelease`.
    ///   - cached: what the view had cached when the batch began, if not `old` (as `--cached`);
    ///     empty for two states.
    /// - Complexity: the simulator's, plus the plan's diff.
    public static func batch(
        old: String, new: String, calls: String, view: String, messages: String, countMessage: String,
        platform: String, language: String, ios: String = "", cached: String = ""
    ) -> String {
        respond(language) { language throws(WebEngineError) -> JSON in
            let release = try release(ios)
            let run = BatchRun(
                view: view.isEmpty ? nil : try option(ViewKind.self, view, name: "view"),
                release: release,
                messages: messages.isEmpty
                    ? nil : try option(SimulationOptions.MessageStyle.self, messages, name: "messages"),
                countMessage: countMessage.isEmpty
                    ? nil : try option(SimulationOptions.CountMessage.self, countMessage, name: "count-message"),
                platform: platform.isEmpty
                    ? nil : try option(SimulationOptions.Platform.self, platform, name: "platform"))
            let simulation = try batchError(file: "calls") { () throws(BatchError) -> Simulation in
                let before = try Contents(parsing: old)
                return try run.simulate(
                    calls: calls, old: before, new: new.isEmpty ? nil : try Contents(parsing: new),
                    cached: cached.isEmpty ? nil : try Contents(parsing: cached))
            }
            let frames = simulation.batches.flatMap { BatchStoryboard(simulation: $0).frames }
            return .members([
                "exitCode": .int(Int(simulation.verdict.exitCode)),
                "simulation": BatchJSON.render(simulation, sequential: BatchJSON.states),
                "plan": plan(simulation, language: language),
                "stepper": .raw(Frame.stepperJSON(FrameSequence(frames), language: language, phraseMerges: 0)),
            ])
        }
    }

    /// The safe single-batch plan from the old data to the new, checked by the simulator.
    static func plan(_ simulation: Simulation, language: Language) -> JSON {
        let view = simulation.options.view
        let plan = Plan.singleBatch(old: simulation.old, new: simulation.new)
        let verdict = plan.simulate(old: simulation.old, options: SimulationOptions(view: view)).verdict
        guard
            case .object(var members) = PlanSwift.json(
                plan, old: simulation.old, new: simulation.new, verdict: verdict, view: view)
        else { return .null }
        members.append(
            .init("swift", .string(plan.stages.isEmpty ? "" : PlanSwift.render(plan, view: view, language: language))))
        return .object(members)
    }

    /// Runs `body`, turning a `BatchError` into the CLI's message for it.
    static func batchError<T>(file: String, _ body: () throws(BatchError) -> T) throws(WebEngineError) -> T {
        do throws(BatchError) {
            return try body()
        } catch {
            throw WebEngineError(words(error, file: file))
        }
    }

    /// The CLI's message for `error`. The batch part runs no snapshot, so no error that only
    /// the snapshot simulator raises reaches it, and it words the others alone: SnapshotWords
    /// (4 KB) stays out of it.
    static func words(_ error: BatchError, file: String) -> Localized {
        #if ENGINE_PART_BATCH
            return BatchErrorWords.localizedUnlessSnapshot(error, file: file) ?? .same(error.description)
        #else
            return BatchErrorWords.localized(error, file: file)
        #endif
    }
}

extension WebEngine {
    /// The release `ios` names as `--ios` reads it (`16.2` is 16, `27` takes 26's rules);
    /// `nil` for an empty text. What is no release is refused with the names.
    static func release(_ ios: String) throws(WebEngineError) -> IOSVersion? {
        if ios.isEmpty { return nil }
        if let release = IOSVersion(release: ios) { return release }
        return try option(IOSVersion.self, ios, name: "ios")
    }
}
