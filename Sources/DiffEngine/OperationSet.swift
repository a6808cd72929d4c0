/// The operations that reach one cell at its lowest cost.
///
/// A cell can have several co-optimal origins; the tie-break policy picks the one the path
/// follows, but all of them are kept so a lesson can show every optimal alignment.
/// Bit `n` stands for the ``EditOperation`` whose raw value is `n`.
public struct OperationSet: OptionSet, Sendable, Hashable {
    /// The bits, one per ``EditOperation``.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    /// - Parameter rawValue: bit `n` set for the operation with raw value `n`.
    /// - Complexity: O(1).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A set holding one operation.
    /// - Parameter operation: the member.
    /// - Complexity: O(1).
    public init(_ operation: EditOperation) { self.rawValue = 1 << operation.rawValue }

    /// The diagonal with equal tokens.
    public static let match = OperationSet(.match)
    /// The diagonal with different tokens.
    public static let substitute = OperationSet(.substitute)
    /// The move from the left.
    public static let insert = OperationSet(.insert)
    /// The move from above.
    public static let delete = OperationSet(.delete)

    /// Whether `operation` is in the set.
    /// - Parameter operation: the operation to look for.
    /// - Returns: true when it is co-optimal.
    /// - Complexity: O(1).
    public func contains(_ operation: EditOperation) -> Bool {
        rawValue & (1 << operation.rawValue) != 0
    }

    /// The members in the order of `EditOperation/allCases`.
    /// - Complexity: O(1).
    public var operations: [EditOperation] {
        EditOperation.allCases.filter(contains)
    }
}
