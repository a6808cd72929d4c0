import DiffEngine
import Testing

/// Distinct values that all share one hash, as in DifferenceKit's `testSameHashValue`.
private struct Colliding: Hashable, Sendable {
    var name: String
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

@Suite struct MoveReducerTests {
    @Test("a delete and an insert of the same item become one move at the delete's place")
    func pairs() {
        let changes: [Change<Character>] = [
            .delete(item: "a", index: 0), .insert(item: "x", index: 1), .insert(item: "a", index: 3),
        ]
        let reduced = MoveReducer.reduce(changes)
        #expect(reduced == [.move(item: "a", from: 0, to: 3), .insert(item: "x", index: 1)])
        #expect(Array("abcd").applying(changes) == Array("bxcad") && Array("abcd").applying(reduced) == Array("bxcad"))
    }

    @Test("equal hashes are not enough: colliding values stay a delete and an insert")
    func hashCollision() {
        let a1 = Colliding(name: "A1")
        let a2 = Colliding(name: "A2")
        #expect(a1.hashValue == a2.hashValue)
        let changes: [Change<Colliding>] = [.delete(item: a1, index: 1), .insert(item: a2, index: 1)]
        #expect(MoveReducer.reduce(changes) == changes)
    }

    @Test("duplicates pair in order and every copy is used once")
    func duplicates() {
        let changes: [Change<Character>] = [
            .delete(item: "d", index: 0), .delete(item: "d", index: 1),
            .insert(item: "d", index: 3), .insert(item: "d", index: 4), .insert(item: "d", index: 5),
        ]
        let reduced = MoveReducer.reduce(changes)
        #expect(
            reduced == [
                .move(item: "d", from: 0, to: 3), .move(item: "d", from: 1, to: 4), .insert(item: "d", index: 5),
            ])
        #expect(Array("ddxyz").applying(reduced) == Array("xyzddd"))
    }
}
