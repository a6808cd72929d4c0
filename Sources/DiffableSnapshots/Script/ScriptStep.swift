import BatchModel
import BatchSimulation

/// What one script line did, for a stepper to show.
public struct ScriptStep {
    /// What happened.
    public enum Outcome {
        /// The snapshot being built changed (or, for a delete of unknown identifiers, did not).
        case edited
        /// The snapshot was applied; `before` is what was on screen.
        case applied(ApplyResult<String>, before: ScriptState)
        /// UIKit raised this exception; the line had no effect (in an app, it would crash).
        case raised(BatchError)
        /// The method does not exist before this release; the line had no effect.
        case unavailable(UIKitRelease)
    }

    /// The line.
    public var line: SnapshotScript.Line
    /// What it did.
    public var outcome: Outcome
    /// What UIKit logged on this line (iOS 17 duplicates).
    public var warnings: [BatchError]
    /// The snapshot being built, after the line.
    public var working: ScriptState
    /// What is on screen, after the line.
    public var shown: ScriptState
    /// Where in the snapshot being built (after the line) the items the line names are, for a
    /// renderer to show a window around: at most ``ScriptStep/touchedLimit`` of them, found
    /// without a search for an append; empty for section commands, `apply` and a raise.
    public var touched: [IndexPath] = []
    /// Where the sections a section command names are after it (at most
    /// ``ScriptStep/touchedLimit``), for a renderer to show a window of sections around.
    public var touchedSections: [Int] = []

    /// The most items of one line a step locates.
    public static let touchedLimit = 8

    /// True when this line raised or used a method the release lacks.
    public var failed: Bool {
        switch outcome {
        case .raised, .unavailable: true
        case .edited, .applied: false
        }
    }
}

/// Sections and their items, by name: a snapshot's contents as a script shows them.
///
/// It shares the snapshot's storage (copy on write) instead of copying every name, so a step
/// costs O(1) to record; the names are read when a renderer asks (``items`` whole,
/// ``count(inSection:)`` and ``name(section:item:)`` one at a time, for a window).
public struct ScriptState: Sendable, Hashable {
    /// The section names, in order.
    private var order: SequenceTree<String>
    /// The items of each section, by the section's node in `order`.
    private var rows: [SequenceTree<ScriptItem>]

    /// The section names, in order.
    /// - Complexity: O(s) for s sections: built when asked.
    public var sections: [String] { order.elements }

    /// The number of sections.
    /// - Complexity: O(1).
    public var sectionCount: Int { order.count }

    /// The name of one section.
    /// - Complexity: O(log s) expected.
    public func section(_ section: Int) -> String { order[section] }

    /// The item names of each section, in order (`name` or `name:content`).
    /// - Complexity: O(n): built when asked.
    public var items: [[String]] {
        var items: [[String]] = []
        order.forEachInOrder { items.append(rows[$0].elements.map { $0.description }) }
        return items
    }

    /// The number of items in one section.
    /// - Complexity: O(log s) expected.
    public func count(inSection section: Int) -> Int { rows[order.node(at: section)].count }

    /// The name of one item.
    /// - Complexity: O(log s + log k) expected, k the number of items in the section.
    public func name(section: Int, item: Int) -> String { rows[order.node(at: section)][item].description }

    /// The contents of `snapshot`.
    /// - Complexity: O(1) (the storage is shared until either side changes).
    public init(_ snapshot: Snapshot<String, ScriptItem>) {
        order = snapshot.sectionOrder
        rows = snapshot.listOfNode
    }

    // By the names shown: an item that is not equal to itself (`equal: never`) still shows.
    public static func == (lhs: ScriptState, rhs: ScriptState) -> Bool {
        lhs.sections == rhs.sections && lhs.items == rhs.items
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sections)
        hasher.combine(items)
    }
}
