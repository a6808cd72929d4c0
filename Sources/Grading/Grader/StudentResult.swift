import Storyboard

/// Everything one submission earned.
public struct StudentResult: Sendable, Equatable {
    /// The student id.
    public var student: String
    /// One result per exercise item, in the exercise's order.
    public var items: [ItemResult]
    /// Why the submission could not be read, when it could not (every item is then zero with
    /// empty feedback: reports show this message once per student, not under each item).
    public var problem: GradingError?

    /// The points earned.
    public var score: Score { items.map(\.score).total() }
    /// The points possible.
    public var maxScore: Score { items.map(\.maxScore).total() }
    /// True when the submission was read and interpreted.
    public var wasRead: Bool { problem == nil }
}
