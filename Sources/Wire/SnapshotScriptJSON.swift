import BatchModel
import BatchSimulation
import DiffableSnapshots
import Storyboard

/// The JSON of a snapshot script run (`diffstep snapshot --format json`), documented in
/// `docs/snapshot.md`.
public enum SnapshotScriptJSON {
    /// The whole run: release, count of exceptions, one object per line.
    public static func json(_ steps: [ScriptStep], release: UIKitRelease, language: Language) -> JSON {
        .members([
            "release": .int(release.rawValue),
            "exceptions": .int(steps.filter { $0.failed }.count),
            "steps": .array(steps.map { step($0, language: language) }),
        ])
    }

    static func step(_ step: ScriptStep, language: Language) -> JSON {
        let frame = SnapshotFrames.frame(for: step)
        var members: [JSON.Member] = [
            .init("line", .int(step.line.number)),
            .init("text", .string(step.line.text)),
            .init("outcome", .string(outcome(step.outcome))),
        ]
        switch step.outcome {
        case .applied(let result, _):
            members.append(.init("mode", mode(result.mode)))
            members.append(.init("batch", batch(result)))
            members.append(.init("check", check(result.check)))
        case .raised(let error):
            members.append(.init("exception", .string(error.description)))
        case .unavailable(let release):
            members.append(.init("requires", .int(release.rawValue)))
        case .edited:
            break
        }
        members.append(.init("warnings", .array(step.warnings.map { .string($0.description) })))
        members.append(.init("explanation", .string(frame.narration[language])))
        members.append(.init("snapshot", state(step.working)))
        members.append(.init("screen", state(step.shown)))
        return .object(members)
    }

    static func outcome(_ outcome: ScriptStep.Outcome) -> String {
        switch outcome {
        case .edited: "edited"
        case .applied: "applied"
        case .raised: "raised"
        case .unavailable: "unavailable"
        }
    }

    static func mode(_ mode: ApplyResult<String>.Mode) -> JSON {
        switch mode {
        case .batch(let animated): .members(["kind": "batch", "animated": .bool(animated)])
        case .reloadData(.notAnimatedBeforeiOS15): .members(["kind": "reloadData", "reason": "notAnimatedBeforeiOS15"])
        case .reloadData(.requested): .members(["kind": "reloadData", "reason": "requested"])
        }
    }

    static func batch(_ result: ApplyResult<String>) -> JSON {
        let batch = result.batch
        return .members([
            "deleteSections": .array(batch.deletedSections.map(JSON.int)),
            "insertSections": .array(batch.insertedSections.map(JSON.int)),
            "moveSections": .array(batch.movedSections.map { .members(["from": .int($0.from), "to": .int($0.to)]) }),
            "deleteItems": .array(batch.deletedItems.map(path)),
            "insertItems": .array(batch.insertedItems.map(path)),
            "moveItems": .array(batch.movedItems.map { .members(["from": path($0.from), "to": path($0.to)]) }),
            "reloadedItems": .array(batch.reloadedItems.map(path)),
            "reloadedSections": .array(batch.reloadedSections.map(JSON.int)),
            "reconfigured": .array(
                result.reconfigured.map { .members(["item": .string($0.item), "at": path($0.at)]) }),
            "ignoredReconfigures": .array(
                result.ignored.map { .members(["item": .string($0.item), "reason": .string(reason($0.reason))]) }),
        ])
    }

    /// The batch simulator's verdict on the batch: accepted by UIKit's rules, and replaying
    /// to the new snapshot. `null` for `reloadData`.
    static func check(_ simulation: BatchSimulation?) -> JSON {
        guard let simulation else { return .null }
        return .members([
            "accepted": .bool(simulation.outcome == .applied),
            "exception": .optional(simulation.outcome.exception.map { $0.description }),
            "replaysToNewSnapshot": .bool(simulation.differences.isEmpty && simulation.shown == simulation.after),
        ])
    }

    static func path(_ path: IndexPath) -> JSON { [.int(path.section), .int(path.item)] }

    static func reason(_ reason: ApplyResult<String>.IgnoredReconfigure) -> String {
        switch reason {
        case .notInPreviousSnapshot: "notInPreviousSnapshot"
        case .deletedAndReadded: "deletedAndReadded"
        case .alsoReloaded: "alsoReloaded"
        case .viewReloaded: "viewReloaded"
        }
    }

    static func state(_ state: ScriptState) -> JSON {
        .array(
            zip(state.sections, state.items).map { section, items in
                .members(["section": .string(section), "items": .array(items.map(JSON.string))])
            })
    }
}
