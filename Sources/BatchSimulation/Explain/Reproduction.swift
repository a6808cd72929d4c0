import BatchModel

/// A minimal `diffstep batch` scenario that raises a given exception: the view, the release,
/// the data source's counts before and after, and the calls.
public struct Reproduction: Sendable, Hashable {
    /// The view the calls go to.
    public var view: ViewKind
    /// The release to simulate (`--ios`).
    public var ios: IOSVersion
    /// The data source's item counts per section when the batch begins (`--old "[...]"`).
    public var before: [Int]
    /// Its counts when the batch ends (`--new "[...]"`).
    public var after: [Int]
    /// The calls, in the order written.
    public var updates: [Update]

    /// The options the scenario is simulated with.
    public var options: SimulationOptions { SimulationOptions(view: view, ios: ios) }

    /// What UIKit does with the scenario.
    public var outcome: Outcome {
        BatchUpdate(updates).validate(before: before, after: after, options: options).outcome
    }

    /// The smallest scenario that yields `recognition`'s exception with the same text, or
    /// `nil` when the rule cannot be reached on iOS 13 and later (M25, a table view's M24,
    /// M3 in a table view) or the text stops before its numbers.
    /// - Complexity: O(numbers in the text) to build, plus one validation to check.
    public static func make(for recognition: Recognition) -> Reproduction? {
        guard recognition.isComplete, let releases = recognition.releases else { return nil }
        let exception = recognition.exception
        guard let (before, after, updates) = Self.scenario(exception.fact, view: exception.view) else { return nil }
        // M2 in two states needs a release before the 16.4 listing (from 16.4 it takes a stale
        // cache, a third state); everything else the newest that fits.
        let ios =
            exception.template == .invalidItemCount
            ? min(releases.upperBound, .iOS16) : releases.contains(.newest) ? .newest : releases.upperBound
        let reproduction = Reproduction(
            view: exception.view, ios: ios, before: before, after: after, updates: updates)
        guard let raised = reproduction.outcome.exception,
            CrashText.comparable(raised.message) == recognition.quoted
        else { return nil }
        return reproduction
    }
}
