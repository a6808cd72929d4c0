import BatchModel
import BatchSimulation
import Storyboard

extension BatchText {
    /// UIKit's column: the old cells with what leaves marked, what stays, and the new cells.
    func uikit(_ batch: BatchSimulation, view: ViewKind, ending: SequentialReading.Ending) -> [String] {
        let reading = batch.uikit
        let width =
            [BatchWords.before, BatchWords.afterDeletes, BatchWords.after].map { TerminalText.width($0[language]) }
            .max() ?? 0
        func row(_ title: Localized, _ text: String) -> String {
            TerminalText.padded(title[language], to: width) + "  " + text
        }
        var lines = [row(BatchWords.before, beforeState(batch))]
        lines.append(row(BatchWords.afterDeletes, survivors(batch)))
        if let shown = batch.shown, case .applied = batch.outcome {
            lines.append(row(BatchWords.after, afterState(batch, shown: shown)))
        } else if case .raised = batch.outcome {
            lines.append(row(BatchWords.after, Style.error.apply(BatchWords.raisedHere[language], enabled: colors)))
        } else if let shown = batch.shown {
            lines.append(row(BatchWords.after, "reloadData → " + TerminalText.escaped(shown.description)))
        }
        let orderNote = batch.outcome != .applied && ending.matchesNewData
        if !reading.deletedItems.isEmpty || !reading.insertedItems.isEmpty || orderNote {
            let deletes = reading.deletedItems.map { "\($0.section):\($0.item)" }.joined(separator: " ")
            let inserts = reading.insertedItems.map { "\($0.section):\($0.item)" }.joined(separator: " ")
            lines.append(Style.dim.apply("delete ↓ [\(deletes)]  insert ↑ [\(inserts)]", enabled: colors))
        }
        return lines
    }

    private func sections(_ contents: Contents, _ cell: (Int, Int, DataItem) -> String) -> String {
        contents.sections.enumerated().map { s, section in
            section.items.enumerated().map { cell(s, $0.offset, $0.element) }.joined(separator: " ")
        }.joined(separator: " | ")
    }

    /// The lists UIKit read, as sets, so marking n cells costs O(n), not O(n x calls).
    private struct Marks {
        let deletedSections: Set<Int>
        let deleted: Set<IndexPath>
        let movedFrom: Set<IndexPath>
        let movedTo: Set<IndexPath>
        let inserted: Set<IndexPath>
        let insertedSections: Set<Int>
        let reloaded: Set<IndexPath>

        init(_ reading: UIKitReading) {
            deletedSections = Set(reading.deletedSections)
            deleted = Set(reading.deletedItems)
            movedFrom = Set(reading.movedItems.map { $0.from })
            movedTo = Set(reading.movedItems.map { $0.to })
            inserted = Set(reading.insertedItems)
            insertedSections = Set(reading.insertedSections)
            reloaded = Set(reading.reloadedItems.map { $0.after })
        }
    }

    private func beforeState(_ batch: BatchSimulation) -> String {
        let reading = Marks(batch.uikit)
        return sections(batch.before) { s, i, item in
            let path = IndexPath(item: i, section: s)
            let name = TerminalText.escaped(item.description)
            if reading.deletedSections.contains(s) || reading.deleted.contains(path) {
                return Style.delete.apply("-" + name, enabled: colors)
            }
            if reading.movedFrom.contains(path) {
                return Style.path.apply(">" + name, enabled: colors)
            }
            return name
        }
    }

    /// The old cells that stay where they are, in order.
    private func survivors(_ batch: BatchSimulation) -> String {
        let reading = Marks(batch.uikit)
        var kept = batch.before
        for index in kept.sections.indices.reversed() {
            if reading.deletedSections.contains(index) {
                kept.sections.remove(at: index)
                continue
            }
            kept.sections[index].items = kept.sections[index].items.enumerated().filter { i, _ in
                let path = IndexPath(item: i, section: index)
                return !reading.deleted.contains(path) && !reading.movedFrom.contains(path)
            }.map(\.element)
        }
        return sections(kept) { _, _, item in TerminalText.escaped(item.description) }
    }

    private func afterState(_ batch: BatchSimulation, shown: Contents) -> String {
        let reading = Marks(batch.uikit)
        let wrong = Set(batch.differences.map(\.path))
        return sections(shown) { s, i, item in
            let path = IndexPath(item: i, section: s)
            let name = TerminalText.escaped(item.description)
            if wrong.contains(path) { return Style.error.apply("!" + name, enabled: colors) }
            if reading.insertedSections.contains(s) { return Style.insert.apply("+" + name, enabled: colors) }
            if reading.reloaded.contains(path) {
                return Style.substitute.apply("~" + name, enabled: colors)
            }
            if reading.inserted.contains(path) { return Style.insert.apply("+" + name, enabled: colors) }
            if reading.movedTo.contains(path) {
                return Style.path.apply(">" + name, enabled: colors)
            }
            return name
        }
    }

    /// The verdict: accepted, the exception text, the wrong cells, or the fallback; then what
    /// the written order skipped, if it skipped a call (in the batch that raised, else the
    /// first batch that skips one).
    func verdict(_ simulation: Simulation, endings: [SequentialReading.Ending]) -> [String] {
        var batches = simulation.batches[...]
        if case .raises(_, let batch) = simulation.verdict { batches = simulation.batches[batch...batch] }
        let skipped = batches.lazy.compactMap { self.skippedNote($0.sequential) }.first
        return outcome(simulation, endings: endings) + (skipped.map { [$0] } ?? [])
    }

    /// What the written order skipped and why, once per batch; `nil` when every call fit.
    private func skippedNote(_ reading: SequentialReading) -> String? {
        let skipped = reading.steps.filter { !$0.problems.isEmpty }
        guard let first = skipped.first, let problem = first.problems.first else { return nil }
        return BatchWords.skippedNote(
            line: first.line, call: first.update.compact, problem: problem, more: skipped.count - 1)[language]
    }

    private func outcome(_ simulation: Simulation, endings: [SequentialReading.Ending]) -> [String] {
        switch simulation.verdict {
        case .correct:
            return [Style.bold.apply(BatchWords.correct[language], enabled: colors)]
        case .raises(let exception, let batch):
            var lines = [
                Style.error.apply(BatchWords.raises[language], enabled: colors),
                "  reason: '" + exception.message + "'",
            ]
            if exception.dependsOnOrder, endings[batch].matchesNewData {
                lines.append(BatchWords.orderNote[language])
            } else if !exception.dependsOnOrder {
                lines.append(ExceptionWords.cause(exception.template)[language])
            }
            return lines
        case .wrongContent(let differences):
            return [Style.error.apply(BatchWords.wrongContent[language], enabled: colors)]
                + differences.map { difference in
                    let shown = difference.shown.map { TerminalText.escaped($0.description) } ?? "—"
                    let expected = difference.expected.map { TerminalText.escaped($0.description) } ?? "—"
                    return "  "
                        + BatchWords.difference("\(difference.path)", shown: shown, expected: expected)[language]
                }
        case .reloadsData(let exception, _):
            var lines = [Style.error.apply(BatchWords.reloadsData[language], enabled: colors)]
            if let exception { lines.append("  \(BatchWords.logged[language]) '" + exception.message + "'") }
            return lines
        }
    }
}
