/// One batch: the calls inside one `performBatchUpdates` (or `beginUpdates`/`endUpdates`),
/// or a single call made outside any batch, in the order they were written.
public struct BatchUpdate: Sendable, Hashable {
    /// The calls in written order.
    public var updates: [Update]
    /// The 1-based source line of each call (same count as `updates`; 0 when built in code).
    public var lines: [Int]

    /// Creates a batch.
    /// - Parameters:
    ///   - updates: the calls in written order.
    ///   - lines: the source line of each call; omitted, every line is 0.
    public init(_ updates: [Update], lines: [Int]? = nil) {
        self.updates = updates
        self.lines = lines ?? Array(repeating: 0, count: updates.count)
    }

    /// True when the batch holds no calls.
    public var isEmpty: Bool { updates.isEmpty }
}
