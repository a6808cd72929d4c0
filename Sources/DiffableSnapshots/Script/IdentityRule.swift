/// How a script's item type implements `Hashable`: what `hash(into:)` feeds and what `==`
/// compares, for items written `name:content` (`Everest:8848`).
///
/// The WWDC `Mountain` hashes and compares its `identifier` only (``identifier``, the
/// default). Synthesized conformance uses every field (``all``). Mixing them, or an `==`
/// that is never true (a NaN inside), breaks Hashable's contract, and UIKit's debug
/// validators stop the app; the simulator reports the same names.
public struct IdentityRule: Sendable, Hashable, CustomStringConvertible {
    /// Which fields a side of the conformance uses.
    public enum Fields: String, Sendable, Hashable, CaseIterable {
        /// The name only (`Everest`).
        case identifier
        /// The name and the content (`Everest` and `8848`).
        case all
        /// For `==` only: never equal, not even to itself (a NaN field).
        case never
    }

    /// What `hash(into:)` feeds the hasher (``Fields/never`` is not allowed here).
    public var hash: Fields
    /// What `==` compares.
    public var equal: Fields

    /// The WWDC `Mountain`: hashed and compared by identifier.
    public static let identifier = IdentityRule(hash: .identifier, equal: .identifier)
    /// Synthesized `Hashable`: every field.
    public static let all = IdentityRule(hash: .all, equal: .all)

    /// Creates a rule.
    /// - Complexity: O(1).
    public init(hash: Fields, equal: Fields) {
        precondition(hash != .never, "hash(into:) always feeds something")
        self.hash = hash
        self.equal = equal
    }

    /// The script line that declares it: `itemIdentity hash: all equal: identifier`.
    public var description: String { "itemIdentity hash: \(hash.rawValue) equal: \(equal.rawValue)" }
}
