import DiffEngine
import Testing

/// Distinct values that share one hash (DifferenceKit's `testSameHashValue`).
private struct SameHash: Hashable, Sendable {
    var name: String
    func hash(into hasher: inout Hasher) { hasher.combine(1) }
}

/// One reference vector: two lists and the operations the source library lists.
struct Vector: Sendable, CustomTestStringConvertible {
    var old: [Int]
    var new: [Int]
    var deletes: Set<Int> = []
    var inserts: Set<Int> = []
    var moves: Set<Move> = []
    init(_ old: [Int], _ new: [Int], deletes: Set<Int> = [], inserts: Set<Int> = [], moves: Set<Move> = []) {
        (self.old, self.new, self.deletes, self.inserts, self.moves) = (old, new, deletes, inserts, moves)
    }
    var testDescription: String { "\(old) -> \(new)" }
}

/// DifferenceKit (D1-D8 linear parts), Differ (X1, X2, C1-C8) and DeepDiff (H1, H2).
@Suite struct LibraryVectorTests {
    @Test(
        "D1, D2 deletes and inserts",
        arguments: [
            Vector([0, 1, 2], [0, 2], deletes: [1]), Vector([0, 1, 2], [], deletes: [0, 1, 2]),
            Vector([0, 1, 2], [0, 1, 2, 3], inserts: [3]), Vector([], [0, 1, 2], inserts: [0, 1, 2]),
        ])
    func deletesAndInserts(vector: Vector) {
        let changes = Diffs.check(vector.old, vector.new)
        #expect(changes.deletes() == vector.deletes && changes.inserts() == vector.inserts)
        #expect(changes.moves().isEmpty)
    }

    @Test("D3 a changed content is one update")
    func updated() {
        let old = [0, 1, 2].map { Identified(id: $0, content: false) }
        let new = [0, 1, 2].map { Identified(id: $0, content: $0 == 0) }
        #expect(Heckel.diff(old: old, new: new) == [.update(old: old[0], new: new[0], from: 0, to: 0)])
    }

    @Test(
        "D4 moves: DifferenceKit's, and ours where they differ",
        arguments: [
            // [0,1,2] -> [1,2,0]: DifferenceKit moves 1 and 2 forward; moving 0 back is one move.
            Vector([0, 1, 2], [1, 2, 0], moves: [Move(0, 2)]),
            Vector([0, 1, 2], [2, 0, 1], moves: [Move(2, 0)]),
            // Reversing four items takes three moves with any strategy, and the same three here.
            Vector([0, 1, 2, 3], [3, 2, 1, 0], moves: [Move(1, 2), Move(2, 1), Move(3, 0)]),
        ])
    func moved(vector: Vector) {
        #expect(Diffs.check(vector.old, vector.new).moves() == vector.moves)
    }

    @Test("D5 mixed changes: one delete, two inserts, one move, one update")
    func mixed() {
        let m = (0...4).map { Identified(id: $0, content: "") }
        let m0 = Identified(id: 0, content: "changed")
        let changes = Heckel.diff(old: [m[0], m[1], m[2]], new: [m[2], m[4], m0, m[3]])
        // DifferenceKit stages this (update, delete, then inserts and move 1->0 in the
        // staged list); in one batch the same work is these five changes.
        #expect([m[0], m[1], m[2]].applying(changes) == [m[2], m[4], m0, m[3]])
        #expect(ChangeCounts(changes) == ChangeCounts(inserts: 2, deletes: 1, moves: 1, updates: 1))
    }

    @Test("D6 duplicates: the same insert and move as DifferenceKit")
    func duplicated() {
        let changes = Diffs.check([0, 1, 2, 0], [0, 4, 0, 1, 2])
        #expect(changes == [.insert(item: 4, index: 1), .move(item: 0, from: 3, to: 2)])
    }

    @Test("D7 equal hashes, different values: a delete and an insert, never a match")
    func sameHashValue() {
        let a0 = SameHash(name: "A0")
        let a1 = SameHash(name: "A1")
        let a2 = SameHash(name: "A2")
        let changes = Diffs.check([a0, a1], [a0, a2])
        #expect(changes == [.delete(item: a1, index: 1), .insert(item: a2, index: 1)])
    }

    @Test(
        "X1, X2 Differ's strings: every algorithm applies; the counts we report",
        arguments: [
            ("sitting", "kitten", 3, 2, 0), ("1234", "ABCD", 4, 4, 0), ("Hi", "Oh Hi", 0, 3, 0),
            ("Oh Hi", "Hi", 3, 0, 0), ("Hi O", "Hi", 2, 0, 0), ("Wojtek", "Wojciech", 2, 4, 0),
            // Differ moves g to the end (M(0,6)); its count of one move is ours too.
            ("gitten", "sitting", 1, 2, 1),
            // Differ's three moves for "Oh Hi" -> "Hi Oh" are the fewest too: of the old
            // positions in new order (3 4 2 0 1) only two keep their order.
            ("Oh Hi", "Hi Oh", 0, 0, 3), ("Hi Oh", "Oh Hi", 0, 0, 3), ("12345", "12435", 0, 0, 1),
            ("1362", "31526", 0, 1, 2),
        ])
    func differStrings(old: String, new: String, deletes: Int, inserts: Int, moves: Int) {
        let counts = ChangeCounts(Diffs.check(Array(old), Array(new)))
        #expect(counts == ChangeCounts(inserts: inserts, deletes: deletes, moves: moves))
    }

    @Test(
        "C1-C8 Differ's batch expectations from [1, 2, 3, 4]",
        arguments: [
            Vector([1, 2, 3, 4], [4, 2, 3, 1], moves: [Move(0, 3), Move(3, 0)]),
            Vector([1, 2, 3, 4], [2, 3, 1], deletes: [3], moves: [Move(0, 2)]),
            Vector([1, 2, 3, 4], [5, 2, 3, 4], deletes: [0], inserts: [0]),
            Vector([1, 2, 3, 4], [4, 1, 3, 5], deletes: [1], inserts: [3], moves: [Move(3, 0)]),
            Vector([1, 2, 3, 4], [4, 2, 3, 4], deletes: [0], inserts: [0]),
            // Differ inserts the second 4 at 3; pass 5 (descending) anchors the old 4 to the
            // end instead, so the new 4 goes in at 2. Copies of 4 cannot be told apart.
            Vector([1, 2, 3, 4], [1, 2, 4, 4], deletes: [2], inserts: [2]),
            Vector([1, 2, 3, 4], [5, 6, 7, 8], deletes: [0, 1, 2, 3], inserts: [0, 1, 2, 3]),
            Vector([1, 2, 3, 4], [5, 6, 7, 1], deletes: [1, 2, 3], inserts: [0, 1, 2]),
        ])
    func differBatches(vector: Vector) {
        let changes = Diffs.check(vector.old, vector.new)
        #expect(changes.deletes() == vector.deletes && changes.inserts() == vector.inserts)
        #expect(changes.moves() == vector.moves)
    }

    @Test("H1 DeepDiff's exact changes")
    func deepDiffExact() {
        #expect(Diffs.check([], Array("abc")) == (0..<3).map { .insert(item: Array("abc")[$0], index: $0) })
        #expect(Diffs.check(Array("abc"), []) == (0..<3).map { .delete(item: Array("abc")[$0], index: $0) })
        #expect(
            Diffs.check(Array("abcdef"), Array("def")) == [
                .delete(item: "a", index: 0), .delete(item: "b", index: 1), .delete(item: "c", index: 2),
            ])
        #expect(
            Diffs.check(Array("abcd"), Array("cdef")) == [
                .delete(item: "a", index: 0), .delete(item: "b", index: 1),
                .insert(item: "e", index: 2), .insert(item: "f", index: 3),
            ])
        #expect(Diffs.check(Array("abc"), Array("a")) == [.delete(item: "b", index: 1), .delete(item: "c", index: 2)])
    }

    @Test(
        "H2 DeepDiff's kinds; ours has fewer moves where DeepDiff reports Heckel's",
        arguments: [
            ("abc", "aBc", [ChangeKind.delete, .insert]),
            ("abc", "cba", [.move, .move]),
            ("a", "ba", [.insert]),
            ("sitting", "kitten", [.delete, .delete, .delete, .insert, .insert]),
            // DeepDiff: four moves (every digit 2, 3, 4 shifts). Only 5 has to move.
            ("12345", "15234", [.move]),
            // DeepDiff: [delete, move, insert, move]. 1 and 3 swap: one of them moves.
            ("321", "143", [.delete, .insert, .move]),
        ])
    func deepDiffKinds(old: String, new: String, kinds: [ChangeKind]) {
        #expect(Diffs.check(Array(old), Array(new)).map(\.kind) == kinds)
    }

    @Test("H2 a user whose name changed is an update; DeepDiff calls it a replace at the new index")
    func renamedUser() {
        let old = [Identified(id: 1, content: "Alice"), Identified(id: 2, content: "Bob")]
        let new = [Identified(id: 1, content: "Alice"), Identified(id: 2, content: "Robert")]
        #expect(Heckel.diff(old: old, new: new) == [.update(old: old[1], new: new[1], from: 1, to: 1)])
    }
}
