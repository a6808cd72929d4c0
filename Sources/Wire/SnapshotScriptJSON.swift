import BatchModel
import BatchSimulation
import DiffableSnapshots
import Storyboard

/// The JSON of a snapshot script run (`diffstep snapshot --format json`), documented in
/// `docs/snapshot.md`.
public enum SnapshotScriptJSON {
    /// The whole run: release, count of exceptions, one object per line.
    /// - Parameter fullStates: every step carries the snapshot being built and the screen
    ///   (O(lines x items)); without it, an edit carries where its items are (`touched`) and
    ///   an `apply` its batch (what changed on screen), so the output grows with the changes.
    public static func json(
        _ steps: [ScriptStep], release: UIKitRelease, language: Language, fullStates: Bool = false
    ) -> JSON {
        .members([
            "release": .int(release.rawValue),
            "exceptions": .int(steps.filter { $0.failed }.count),
            "steps": .array(steps.map { step($0, language: language, fullStates: fullStates) }),
        ])
    }

    /// The run of a whole script, each step written as it is made and not kept, so a script
    /// of 100,000 lines never holds 100,000 snapshots.
    public static func json(
        _ script: SnapshotScript, release: UIKitRelease, language: Language, fullStates: Bool = false
    ) -> (json: JSON, failed: Bool) {
        var steps: [JSON] = []
        var exceptions = 0
        script.walk(release: release) { step in
            if step.failed { exceptions += 1 }
            steps.append(self.step(step, language: language, fullStates: fullStates))
        }
        let json = JSON.members([
            "release": .int(release.rawValue), "exceptions": .int(exceptions), "steps": .array(steps),
        ])
        return (json, exceptions > 0)
    }

    static func step(_ step: ScriptStep, language: Language, fullStates: Bool) -> JSON {
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
        members.append(.init("explanation", .string(SnapshotFrames.narration(for: step)[language])))
        if fullStates {
            members.append(.init("snapshot", state(step.working)))
            members.append(.init("screen", state(step.shown)))
        } else if case .applied = step.outcome {
            // The screen it leaves is the snapshot it applied: the lines before say what that holds.
        } else {
            members.append(.init("touched", .array(step.touched.map(path))))
        }
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
