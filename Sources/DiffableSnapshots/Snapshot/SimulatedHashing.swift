/// An identifier whose simulated `hashValue` differs from the one Swift's containers use,
/// so a lesson can break Hashable's contract without breaking the simulator.
///
/// UIKit's identifier validators (``Snapshot/identifierProblems(shown:recorded:)``) read
/// ``simulatedHashValue`` when an identifier has one, and `hashValue` otherwise.
public protocol SimulatedHashing {
    /// The hash value the app's own `hash(into:)` would give.
    var simulatedHashValue: Int { get }
}

/// What a snapshot's sections and items are: hashable, printable the way UIKit prints them,
/// and hashed for UIKit's validators the way the app's type would hash them.
///
/// A protocol requirement instead of a dynamic cast (`as? SimulatedHashing`), so the same
/// code builds as Embedded Swift: the witness is chosen when a type conforms.
public protocol SnapshotIdentifier: Hashable, CustomStringConvertible {
    /// The hash value UIKit's validators see: the simulated one, if any.
    var validatedHash: Int { get }
    /// An identifier equal to every identifier of this one's name, whatever its content (a
    /// script item's bare name), or nil when an identifier is found only by equality.
    var nameKey: Self? { get }
}

extension SnapshotIdentifier {
    /// No name: found only by equality.
    /// - Complexity: O(1).
    public var nameKey: Self? { nil }

    /// Swift's own hash value.
    /// - Complexity: one hash.
    public var validatedHash: Int { hashValue }
}

extension SnapshotIdentifier where Self: SimulatedHashing {
    /// The simulated hash value.
    /// - Complexity: one hash.
    public var validatedHash: Int { simulatedHashValue }
}

extension String: SnapshotIdentifier {}
extension Int: SnapshotIdentifier {}
extension Double: SnapshotIdentifier {}
