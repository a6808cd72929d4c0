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

    /// True when this line raised or used a method the release lacks.
    public var failed: Bool {
        switch outcome {
        case .raised, .unavailable: true
        case .edited, .applied: false
        }
    }
}

/// Sections and their items, by name: a snapshot's contents as a script shows them.
public struct ScriptState: Sendable, Hashable {
    /// The section names, in order.
    public var sections: [String]
    /// The item names of each section, in order.
    public var items: [[String]]

    /// The contents of `snapshot`.
    /// - Complexity: O(n).
    public init<Item: SnapshotIdentifier>(_ snapshot: Snapshot<String, Item>) {
        sections = snapshot.sections
        items = snapshot.items.map { $0.map { $0.description } }
    }
}
