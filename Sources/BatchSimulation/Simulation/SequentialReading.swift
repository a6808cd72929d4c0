import BatchModel

/// The batch read the way the student meant it: each call applied, in written order, to
/// what the previous call left.
public struct SequentialReading: Sendable, Hashable {
    /// A section of cells; `fresh` when an insert or reload created it.
    public struct Group: Sendable, Hashable {
        /// The section's name, when it is an old section.
        public var name: String?
        /// Its cells.
        public var cells: [ViewCell]
        /// True for a section an insert or reload created.
        public var fresh: Bool
    }

    /// A call that does not fit the state it is applied to.
    public enum Problem: Sendable, Hashable {
        /// No item at this path (the section holds `count` items).
        case missingItem(IndexPath, count: Int)
        /// No such section (there are `count`).
        case missingSection(Int, count: Int)
    }

    /// One call as a change: what it did to the state before it. The states themselves are
    /// derived when a renderer asks (``forEachState(_:)``, ``groups(afterStep:)``), because
    /// keeping every state costs calls x items (10,000 inserts would hold 5 x 10^7 cells).
    public struct Step: Sendable, Hashable {
        /// The call.
        public var update: Update
        /// Its source line (0 when unknown).
        public var line: Int
        /// What it changed, in order.
        public var edits: [Edit]
        /// Parts of the call that did not fit and were skipped.
        public var problems: [Problem]
    }

    /// The state after one call, whole.
    public struct State: Sendable, Hashable {
        /// The call, `nil` for the starting state.
        public var update: Update?
        /// Its source line (0 when unknown).
        public var line: Int
        /// The sections after the call.
        public var groups: [Group]
        /// Parts of the call that did not fit and were skipped.
        public var problems: [Problem]
    }

    /// The starting state, then the state after each call, each whole, by applying each call
    /// to the whole state: for small batches (the page's stepper, whose engine part has no
    /// room for the edits' walk). ``steps`` and ``forEachState(_:)`` give the same states
    /// (a property test checks it) in O(log n) per edit.
    /// - Complexity: O(c·n) time and memory for c calls and n items.
    public var states: [State] {
        var groups = start
        var states = [State(update: nil, line: 0, groups: groups, problems: [])]
        for (update, line) in zip(batch.updates, batch.lines) {
            let problems = SequentialReading.apply(update, to: &groups)
            states.append(State(update: update, line: line, groups: groups, problems: problems))
        }
        return states
    }

    /// The calls, in written order, and what the view showed before them.
    let batch: BatchUpdate
    let before: Contents

    /// The state before the first call: every cell kept.
    public var start: [Group] { SequentialReading.groups(of: before) }

    /// One step per call, each as its edits.
    /// - Complexity: O(p + c·s) for p index paths, c calls and s sections: no cell is touched.
    public var steps: [Step] {
        var shape = before.sections.map { $0.items.count }
        return zip(batch.updates, batch.lines).map { update, line in
            let (edits, problems) = SequentialReading.edits(update, shape: &shape)
            return Step(update: update, line: line, edits: edits, problems: problems)
        }
    }

    /// Walks the steps, handing each one with the state it leaves (derived from the start
    /// and the edits in trees, one state alive at a time; read the cells you show by position).
    /// - Complexity: O(p log n) expected for p index paths and n cells.
    public func forEachState(_ body: (Step, Cells) -> Void) {
        var cells = Cells(start)
        for step in steps {
            for edit in step.edits { cells.apply(edit) }
            body(step, cells)
        }
    }

    /// The state after `count` steps (0: the start).
    /// - Complexity: O(n + count edits x log n) expected, as ``forEachState(_:)``.
    public func groups(afterStep count: Int) -> [Group] {
        var cells = Cells(start)
        for step in steps.prefix(count) {
            for edit in step.edits { cells.apply(edit) }
        }
        return cells.groups
    }
    /// What the data source holds after the batch.
    let after: Contents

    /// What the reading comes to: the last state with fresh cells filled from the data source
    /// (what the student expects), and whether it is the data source's. One walk gives both:
    /// a renderer asks once and hands the value on.
    public struct Ending: Sendable, Hashable {
        /// The last state with fresh cells filled from the data source.
        public var result: Contents
        /// True when the calls, one after another, turn the old data into the data source's
        /// (``matchesNewData``).
        public var matchesNewData: Bool
    }

    /// The result and whether it matches, in one walk of the edits. Computed when asked for: a
    /// simulation that only needs UIKit's verdict (a plan's own check) never pays for it.
    /// - Complexity: O(p log n) expected for p index paths and n cells.
    public var ending: Ending {
        var cells = Cells(start)
        var fits = true
        for step in steps {
            fits = fits && step.problems.isEmpty
            for edit in step.edits { cells.apply(edit) }
        }
        let groups = cells.groups
        let result = SequentialReading.resolve(groups, with: after)
        return Ending(result: result, matchesNewData: fits && SequentialReading.fits(groups, after) && result == after)
    }

    #if hasFeature(Embedded)
        /// The last state with fresh cells filled from the data source (what the student expects).
        /// The page's part applies each call whole (its batches are small; it has no room for
        /// the trees).
        public var result: Contents { SequentialReading.resolve(finalGroups, with: after) }

        /// True when the calls, one after another, turn the old data into the data source's: every
        /// call fits the state it is applied to (a skipped call is no reading of the batch), the
        /// same sections with the same number of cells, and the same items. (A cell the data
        /// source cannot fill, such as an insert past its end, is a mismatch, not dropped.)
        public var matchesNewData: Bool {
            var groups = start
            for update in batch.updates where !SequentialReading.apply(update, to: &groups).isEmpty { return false }
            guard SequentialReading.fits(groups, after) else { return false }
            return SequentialReading.resolve(groups, with: after) == after
        }

        /// The sections after the last call, each call applied whole.
        var finalGroups: [Group] {
            var groups = start
            for update in batch.updates { _ = SequentialReading.apply(update, to: &groups) }
            return groups
        }
    #else
        /// The last state with fresh cells filled from the data source (``Ending/result``).
        /// - Complexity: as ``ending``; ask ``ending`` once when you need both.
        public var result: Contents { ending.result }

        /// True when the calls, one after another, turn the old data into the data source's: every
        /// call fits the state it is applied to (a skipped call is no reading of the batch), the
        /// same sections with the same number of cells, and the same items. (A cell the data
        /// source cannot fill, such as an insert past its end, is a mismatch, not dropped.)
        /// - Complexity: as ``ending``; ask ``ending`` once when you need both.
        public var matchesNewData: Bool { ending.matchesNewData }
    #endif

    /// The same sections as the data source's, each old one with as many cells.
    static func fits(_ groups: [Group], _ after: Contents) -> Bool {
        groups.count == after.sections.count
            && zip(groups, after.sections).allSatisfy { $0.fresh || $0.cells.count == $1.items.count }
    }

    public init(_ batch: BatchUpdate, before: Contents, after: Contents) {
        self.batch = batch
        self.before = before
        self.after = after
    }

    /// The sections of `contents` as the reading starts: every cell kept.
    static func groups(of contents: Contents) -> [Group] {
        contents.sections.map { section in
            Group(name: section.name, cells: section.items.map { ViewCell($0, .kept) }, fresh: false)
        }
    }

    /// Fresh cells and sections take the data source's items at their final positions.
    static func resolve(_ groups: [Group], with after: Contents) -> Contents {
        Contents(
            sections: groups.enumerated().map { index, group in
                let source = index < after.sections.count ? after.sections[index] : nil
                if group.fresh, let source { return source }
                let items = group.cells.enumerated().compactMap { slot, cell -> DataItem? in
                    if let item = cell.item { return item }
                    guard let source, slot < source.items.count else { return nil }
                    return source.items[slot]
                }
                return Section(group.name ?? source?.name ?? String(index), items: items)
            })
    }
}
