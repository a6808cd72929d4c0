import BatchModel
import BatchParsing
import BatchSimulation
import DiffEngine
import DiffableSnapshots
import Lessons
import Render
import Storyboard

extension WidgetBlock {
    /// The largest table a widget in prose may draw (50 x 50), so a page stays small.
    static let maximumCells = 2_601

    /// The frames this block steps through: the same frames the terminal draws.
    /// - Parameter lessons: the lessons `lesson ID` looks up.
    /// - Returns: at least one frame.
    /// - Throws: `WidgetProblem` when the inputs are refused or the lesson is unknown.
    package func frames(lessons: [Lesson]) throws(WidgetProblem) -> [Frame] {
        switch self {
        case .trace(let source, let target, let unit, let notation, let tieBreak):
            do throws(DiffEngineError) {
                let trace = try Trace(
                    source: unit.tokens(of: source), target: unit.tokens(of: target), tieBreak: tieBreak,
                    maximumCells: WidgetBlock.maximumCells)
                return TraceStoryboard(trace: trace, cellText: notation, unit: unit).frames
            } catch {
                throw .refused(WidgetProblem.refused(error))
            }
        case .batch(let old, let new, let calls):
            return try WidgetBlock.batchFrames(old: old, new: new, calls: calls)
        case .heckel(let old, let new):
            return HeckelStoryboard(old: old, new: new).frames
        case .snapshot(let script):
            do throws(BatchError) {
                return SnapshotFrames.frames(for: try SnapshotScript(parsing: script).run(release: .iOS17))
            } catch {
                throw .refused(WidgetProblem.refused(error, in: WidgetProblem.script))
            }
        case .lesson(let id):
            guard let lesson = lessons.first(where: { $0.id == id }) else { throw .unknownLesson(id) }
            return lesson.frames
        }
    }

    /// What the page's script needs to run this widget again on the reader's own input
    /// (`data-input`: the kind and the inputs, named as the engine's options); nil for a
    /// lesson's own frames, which no input makes.
    package var input: JSON? {
        switch self {
        case .trace(let source, let target, let unit, let notation, let tieBreak):
            .members([
                "kind": "trace", "source": .string(source), "target": .string(target), "unit": .string(unit.rawValue),
                "tie-break": .string(tieBreak.rawValue), "notation": .string(notation == .notation ? "ops" : "cost"),
            ])
        case .batch(let old, let new, let calls):
            .members(["kind": "batch", "old": .string(old), "new": .string(new ?? ""), "calls": .string(calls)])
        case .heckel(let old, let new):
            .members([
                "kind": "heckel", "old": .string(old.joined(separator: " ")),
                "new": .string(new.joined(separator: " ")),
            ])
        case .snapshot(let script): .members(["kind": "snapshot", "script": .string(script)])
        case .lesson: nil
        }
    }

    /// Every batch of the calls through the simulator, told frame by frame.
    private static func batchFrames(old: String, new: String?, calls: String) throws(WidgetProblem) -> [Frame] {
        let simulation: Simulation
        do throws(BatchError) {
            let before = try Contents(parsing: old)
            let after = try new.map { text throws(BatchError) in try Contents(parsing: text) }
            let script = try CallParser.parse(calls, itemCount: before.sections.first?.items.count)
            simulation = try Simulation(script, old: before, new: after)
        } catch {
            throw .refused(WidgetProblem.refused(error, in: WidgetProblem.calls))
        }
        let frames = simulation.batches.flatMap { BatchStoryboard(simulation: $0).frames }
        guard !frames.isEmpty else {
            throw .refused(WidgetProblem.noBatch)
        }
        return frames
    }
}
