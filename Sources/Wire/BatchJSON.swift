import BatchModel
import BatchSimulation
import Storyboard

/// `diffstep batch --format json`: the simulation as ordered JSON (documented in docs/batch.md).
public enum BatchJSON {
    /// How the sequential reading is written: ``edits(_:)`` (the default), ``fullStates(_:)``
    /// or ``states(_:)``. A function each, so a build that uses one carries only that one
    /// (the engine's batch part is at its size budget).
    public typealias SequentialWriter = (SequentialReading) -> JSON

    /// The whole simulation.
    /// - Parameter sequential: how the sequential reading is written.
    public static func render(_ simulation: Simulation, sequential: SequentialWriter = BatchJSON.edits) -> JSON {
        var members: [JSON.Member] = [
            .init("view", .string(simulation.options.view.rawValue)),
            .init("old", .string(simulation.old.description)),
        ]
        // Three states only: what the view had cached (two-state output stays as it was).
        if let cached = simulation.cached { members.append(.init("cached", .string(cached.description))) }
        members += [
            .init("new", .string(simulation.new.description)),
            .init("verdict", verdict(simulation.verdict)),
            .init("batches", .array(simulation.batches.map { batch($0, sequential: sequential) })),
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

    static func batch(_ batch: BatchSimulation, sequential: SequentialWriter) -> JSON {
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

    /// The start state once, then `steps`, the result and whether it matches the new data.
    static func sequential(_ reading: SequentialReading, steps: JSON) -> JSON {
        let ending = reading.ending
        return .members([
            "start": .string(
                reading.start.map { $0.cells.map { $0.item?.description ?? "" }.joined(separator: " ") }.joined(
                    separator: " | ")),
            "steps": steps,
            "result": .string(ending.result.description),
            "matchesNewData": .bool(ending.matchesNewData),
        ])
    }

    #if !hasFeature(Embedded)
        /// Writes what ``render(_:sequential:)`` with ``edits(_:)`` (or ``fullStates(_:)``)
        /// gives, pretty-printed, in pieces to `emit`: each step is made, written and dropped,
        /// so a batch of 100,000 calls never holds its steps' JSON at once.
        public static func write(_ simulation: Simulation, fullStates: Bool, to emit: (String) -> Void) {
            var stream = JSONStream()
            let value = render(simulation) { reading in
                let steps = stream.array { each in
                    if fullStates {
                        reading.forEachState { each(step($0, state: write($1, window: .full, language: .en))) }
                    } else {
                        for one in reading.steps { each(step(one, state: nil)) }
                    }
                }
                return sequential(reading, steps: steps)
            }
            stream.write(value, to: emit)
        }
    #endif

    /// The start state once, then each call with its edits: applied in order to the state
    /// before the call, they give the state after it. No state is derived.
    public static func edits(_ reading: SequentialReading) -> JSON {
        sequential(reading, steps: .array(reading.steps.map { step($0, state: nil) }))
    }

    /// As ``edits(_:)``, each step with its whole state too (`--full-states`), one state alive
    /// at a time.
    public static func fullStates(_ reading: SequentialReading) -> JSON {
        var steps: [JSON] = []
        reading.forEachState { steps.append(step($0, state: write($1, window: .full, language: .en))) }
        return sequential(reading, steps: .array(steps))
    }

    /// The start and each call with its whole state, each call applied to the whole state
    /// (the page's report: its batches are small and its engine part has no room for the
    /// edits' walk). The start is the first step, with `"call": null`.
    public static func states(_ reading: SequentialReading) -> JSON {
        .members([
            "steps": .array(
                reading.states.map { state in
                    .members([
                        "call": .optional(state.update?.compact),
                        "line": .int(state.line),
                        "state": .string(
                            state.groups.map { group in
                                group.fresh
                                    ? "+§"
                                    : group.cells.map {
                                        ($0.mark == .kept ? "" : mark($0.mark)) + ($0.item?.description ?? "")
                                    }.joined(separator: " ")
                            }.joined(separator: " | ")),
                        "skipped": .int(state.problems.count),
                    ])
                }),
            "result": .string(reading.result.description),
            "matchesNewData": .bool(reading.matchesNewData),
        ])
    }

    static func step(_ step: SequentialReading.Step, state: String?) -> JSON {
        var members: [JSON.Member] = [
            .init("call", .string(step.update.compact)), .init("line", .int(step.line)),
            .init("edits", .array(step.edits.map(edit))),
        ]
        if let state { members.append(.init("state", .string(state))) }
        members.append(.init("skipped", .int(step.problems.count)))
        return .object(members)
    }

    /// A state as the text output writes it without colour: `a +b ~c >d`, `+§` for a fresh section.
    static func write(
        _ cells: SequentialReading.Cells, focus: [IndexPath] = [], window: StateWindow, language: Language
    ) -> String {
        window.line(
            cells, focus: focus, cell: { mark($0.mark) + ($0.item?.description ?? "") },
            hidden: { StateWindow.more($0)[language] }, fresh: "+§")
    }

    /// One edit: `{"op": "insert", "at": [s, i]}`, `{"op": "move", "from": [s, i], "to": [s, i]}`,
    /// `{"op": "insertSection", "at": s}`...
    static func edit(_ edit: SequentialReading.Edit) -> JSON {
        switch edit {
        case .insertCell(let at): .members(["op": "insert", "at": path(at)])
        case .deleteCell(let at): .members(["op": "delete", "at": path(at)])
        case .reloadCell(let at): .members(["op": "reload", "at": path(at)])
        case .moveCell(let from, let to): .members(["op": "move", "from": path(from), "to": path(to)])
        case .insertSection(let at): .members(["op": "insertSection", "at": .int(at)])
        case .deleteSection(let at): .members(["op": "deleteSection", "at": .int(at)])
        case .reloadSection(let at): .members(["op": "reloadSection", "at": .int(at)])
        case .moveSection(let from, let to): .members(["op": "moveSection", "from": .int(from), "to": .int(to)])
        }
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
