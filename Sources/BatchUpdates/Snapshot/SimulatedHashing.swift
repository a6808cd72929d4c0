/// An identifier whose simulated `hashValue` differs from the one Swift's containers use,
/// so a lesson can break Hashable's contract without breaking the simulator.
///
/// UIKit's identifier validators (``Snapshot/identifierProblems(shown:recorded:)``) read
/// ``simulatedHashValue`` when an identifier has one, and `hashValue` otherwise.
public protocol SimulatedHashing {
    /// The hash value the app's own `hash(into:)` would give.
    var simulatedHashValue: Int { get }
}

extension Hashable {
    /// The hash value UIKit's validators see: the simulated one, if any.
    /// - Complexity: one hash.
    var validatedHash: Int { (self as? SimulatedHashing)?.simulatedHashValue ?? hashValue }
}
