import BatchModel

/// One batch simulated: both readings, what UIKit does, and what the view then shows.
public struct BatchSimulation: Sendable, Hashable {
    /// The calls.
    public var batch: BatchUpdate
    /// What the view showed before the batch (the counts UIKit cached).
    public var before: Contents
    /// What the data source returned when the batch began, when it differs from what the
    /// view cached (three states); `nil`: the same as `before`.
    public var start: [Int]?
    /// What the data source holds when the batch ends.
    public var after: Contents
    /// The student's reading, call by call.
    public var sequential: SequentialReading
    /// UIKit's reading, as far as validation got.
    public var uikit: UIKitReading
    /// What UIKit does.
    public var outcome: Outcome
    /// What the view shows afterwards; `nil` when UIKit raised.
    public var shown: Contents?
    /// Where `shown` differs from `after`.
    public var differences: [ContentDifference]
}
