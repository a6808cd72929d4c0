import PropertyBased
import Storyboard
import Testing

/// `Roles`, the bit set of a cell's roles, answers as `Set<Role>` does, and iterates in
/// `Role.allCases` order.
@Suite struct RolesTests {
    static let roles = Gen.int(in: 0...(Role.allCases.count - 1)).array(of: 0...6).map { $0.map { Role.allCases[$0] } }

    @Test("insert, remove, union, intersection and symmetric difference agree with Set<Role>")
    func agreesWithSet() async {
        await propertyCheck(count: 500, input: Self.roles, Self.roles) { a, b in
            let (bitsA, bitsB) = (Roles(a), Roles(b))
            let (setA, setB) = (Set(a), Set(b))
            let ordered = { (set: Set<Role>) in Role.allCases.filter(set.contains) }
            #expect(Array(bitsA) == ordered(setA))
            #expect(bitsA.count == setA.count && bitsA.isEmpty == setA.isEmpty)
            #expect(Array(bitsA.union(bitsB)) == ordered(setA.union(setB)))
            #expect(Array(bitsA.intersection(bitsB)) == ordered(setA.intersection(setB)))
            #expect(Array(bitsA.symmetricDifference(bitsB)) == ordered(setA.symmetricDifference(setB)))
            #expect((bitsA == bitsB) == (setA == setB))
            var (mutableBits, mutableSet) = (bitsA, setA)
            for role in b {
                #expect(mutableBits.insert(role).inserted == mutableSet.insert(role).inserted)
            }
            for role in a { #expect(mutableBits.remove(role) == mutableSet.remove(role)) }
            #expect(Array(mutableBits) == ordered(mutableSet))
        }
    }
}
