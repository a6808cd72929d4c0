import BatchModel
import BatchSimulation

/// `diffstep batch --format json`: the simulation as ordered JSON (documented in docs/batch.md).
public enum BatchJSON {
    /// The whole simulation.
    public static func render(_ simulation: Simulation) -> JSON {
        var members: [JSON.Member] = [
            .init("view", .string(simulation.options.view.rawValue)),
            .init("old", .string(simulation.old.description)),
        ]
        // Three states only: what the view had cached (two-state output stays as it was).
        if let cached = simulation.cached { members.append(.init("cached", .string(cached.description))) }
        members += [
            .init("new", .string(simulation.new.description)),
            .init("verdict", verdict(simulation.verdict)),
            .init("batches", .array(simulation.batches.map(batch))),
        ]
        return .object(members)
    }

    static func path(_ path: IndexPath) -> JSON { [.int(path.section), .int(path.item)] }

    static func exception(_ exception: Exception?) -> JSON {
        guard let exception else { return .null }
        return .members(["template": .string(exception.template.rawValue), "message": .string(exception.message)])
    }

    static func differences(_ list: [ContentDifference]) -> JSON {
        .array(
            list.map { difference in
                .members([
                    "path": path(difference.path),
                    "kind": .string(difference.kind.rawValue),
                    "shown": .optional(difference.shown?.description),
                    "expected": .optional(difference.expected?.description),
                ])
            })
    }

    static func verdict(_ verdict: Verdict) -> JSON {
        switch verdict {
        case .correct:
            return .members(["kind": "correct", "exitCode": 0])
        case .raises(let raised, let batch):
            return .members(["kind": "raises", "exitCode": 3, "batch": .int(batch), "exception": exception(raised)])
        case .wrongContent(let list):
            return .members(["kind": "wrongContent", "exitCode": 4, "differences": differences(list)])
        case .reloadsData(let logged, let batch):
            return .members([
                "kind": "reloadsData", "exitCode": 4, "batch": .int(batch), "exception": exception(logged),
            ])
        }
    }

    static func batch(_ batch: BatchSimulation) -> JSON {
        let outcome: String
        switch batch.outcome {
        case .applied: outcome = "applied"
        case .raised: outcome = "raised"
        case .reloadedData: outcome = "reloadedData"
        }
        return .members([
            "calls": .array(
                zip(batch.batch.updates, batch.batch.lines).map { update, line in
                    .members(["line": .int(line), "call": .string(update.compact)])
                }),
            "before": .string(batch.before.description),
            "after": .string(batch.after.description),
            "sequential": sequential(batch.sequential),
            "uikit": uikit(batch.uikit),
            "outcome": .string(outcome),
            "exception": exception(batch.outcome.exception),
            "shown": .optional(batch.shown?.description),
            "differences": differences(batch.differences),
        ])
    }

    static func sequential(_ reading: SequentialReading) -> JSON {
        .members([
            "steps": .array(
                reading.steps.map { step in
                    .members([
                        "call": .optional(step.update?.compact),
                        "line": .int(step.line),
                        "state": .string(
                            step.groups.map { group in
                                group.fresh
                                    ? "+§"
                                    : group.cells.map {
                                        ($0.mark == .kept ? "" : mark($0.mark)) + ($0.item?.description ?? "")
                                    }.joined(separator: " ")
                            }.joined(separator: " | ")),
                        "skipped": .int(step.problems.count),
                    ])
                }),
            "result": .string(reading.result.description),
            "matchesNewData": .bool(reading.matchesNewData),
        ])
    }

    static func mark(_ mark: ViewCell.Mark) -> String {
        switch mark {
        case .kept: ""
        case .inserted: "+"
        case .reloaded: "~"
        case .moved: ">"
        }
    }

    static func uikit(_ reading: UIKitReading) -> JSON {
        .members([
            "deletedSections": .array(reading.deletedSections.map(JSON.int)),
            "insertedSections": .array(reading.insertedSections.map(JSON.int)),
            "movedSections": .array(reading.movedSections.map { [.int($0.from), .int($0.to)] }),
            "deletedItems": .array(reading.deletedItems.map(path)),
            "insertedItems": .array(reading.insertedItems.map(path)),
            "movedItems": .array(reading.movedItems.map { .members(["from": path($0.from), "to": path($0.to)]) }),
            "reloadedItems": .array(
                reading.reloadedItems.map { .members(["before": path($0.before), "after": path($0.after)]) }),
            "sectionMap": .array(reading.sectionMap.map { $0.map(JSON.int) ?? .null }),
        ])
    }
}
