/// The roles one cell or item plays in a frame, as bits of one word.
///
/// A `Roles` in every cell of every frame was a hash table each, and its code (hashing,
/// growth, copies, a dictionary of sets per panel) was in every part of the engine's
/// WebAssembly build; a bit each is a word to copy and compare. Iteration follows the
/// declaration order of `Role` (`Role.allCases`), so output never depends on hashing.
public struct Roles: SetAlgebra, Sequence, Hashable, Sendable {
    public typealias Element = Role
    private var bits: UInt32

    public init() { bits = 0 }

    private init(bits: UInt32) { self.bits = bits }

    public init(arrayLiteral roles: Role...) {
        bits = 0
        for role in roles { bits |= Self.bit(role) }
    }

    /// The bit of `role`: its position in the declaration.
    private static func bit(_ role: Role) -> UInt32 {
        switch role {
        case .current: 1 << 0
        case .candidateUp: 1 << 1
        case .candidateLeft: 1 << 2
        case .candidateDiagonal: 1 << 3
        case .chosen: 1 << 4
        case .path: 1 << 5
        case .matched: 1 << 6
        case .substituted: 1 << 7
        case .inserted: 1 << 8
        case .deleted: 1 << 9
        case .moved: 1 << 10
        case .reloaded: 1 << 11
        case .reconfigured: 1 << 12
        case .error: 1 << 13
        case .pending: 1 << 14
        case .notComputed: 1 << 15
        }
    }

    /// How many roles are in the set.
    public var count: Int { bits.nonzeroBitCount }
    public var isEmpty: Bool { bits == 0 }

    public func contains(_ role: Role) -> Bool { bits & Self.bit(role) != 0 }

    public func makeIterator() -> IndexingIterator<[Role]> {
        Role.allCases.filter(contains).makeIterator()
    }

    public func union(_ other: Roles) -> Roles { Roles(bits: bits | other.bits) }
    public func intersection(_ other: Roles) -> Roles { Roles(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Roles) -> Roles { Roles(bits: bits ^ other.bits) }
    public mutating func formUnion(_ other: Roles) { bits |= other.bits }
    public mutating func formIntersection(_ other: Roles) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Roles) { bits ^= other.bits }

    @discardableResult
    public mutating func insert(_ role: Role) -> (inserted: Bool, memberAfterInsert: Role) {
        let inserted = !contains(role)
        bits |= Self.bit(role)
        return (inserted, role)
    }

    @discardableResult
    public mutating func remove(_ role: Role) -> Role? {
        guard contains(role) else { return nil }
        bits &= ~Self.bit(role)
        return role
    }

    @discardableResult
    public mutating func update(with role: Role) -> Role? {
        let had = contains(role)
        bits |= Self.bit(role)
        return had ? role : nil
    }
}
