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
    public var sections: [String]
    /// The items of each section, in order.
    var rows: [SequenceTree<ScriptItem>]

    /// The item names of each section, in order (`name` or `name:content`).
    /// - Complexity: O(n): built when asked.
    public var items: [[String]] { rows.map { $0.elements.map { $0.description } } }

    /// The number of items in one section.
    /// - Complexity: O(1).
    public func count(inSection section: Int) -> Int { rows[section].count }

    /// The name of one item.
    /// - Complexity: O(log k) expected, k the number of items in the section.
    public func name(section: Int, item: Int) -> String { rows[section][item].description }

    /// The contents of `snapshot`.
    /// - Complexity: O(s) for s sections (the item storage is shared until either side changes).
    public init(_ snapshot: Snapshot<String, ScriptItem>) {
        sections = snapshot.sections
        rows = snapshot.lists
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
