import DiffEngine
import Testing

/// IGListKit's `IGListDiffTests.m` (vectors T1-T11 of the reference file). IGListKit uses
/// Heckel's moves; where diffstep's default (the fewest moves) differs, the test says why.
@Suite struct IGListKitVectorTests {
    @Test("T1 swapping two objects: Heckel moves both, the fewest moves is one")
    func swap() {
        let changes = Diffs.check([1, 2], [2, 1])
        #expect(Diffs.heckelMoves([1, 2], [2, 1]) == [Move(0, 1), Move(1, 0)])
        // One move is enough: item 1 stays, item 2 moves in front of it.
        #expect(changes == [.move(item: 2, from: 1, to: 0)])
    }

    @Test("T2 moving objects together, with a duplicate")
    func movingTogether() {
        let changes = Diffs.check([1, 2, 3, 3, 4], [2, 3, 1, 3, 4])
        #expect(Diffs.heckelMoves([1, 2, 3, 3, 4], [2, 3, 1, 3, 4]).isSuperset(of: [Move(1, 0), Move(0, 2)]))
        // IGListKit's three moves (1->0, 2->1, 0->2) shrink to one: 1 jumps over 2 and 3.
        #expect(changes == [.move(item: 1, from: 0, to: 2)])
    }

    @Test("T3 swapping with a delete and an insert")
    func swapWithIndexPaths() {
        let changes = Diffs.check([1, 2, 3, 4], [2, 4, 5, 3])
        #expect(Diffs.heckelMoves([1, 2, 3, 4], [2, 4, 5, 3]) == [Move(2, 3), Move(3, 1)])
        #expect(changes.deletes() == [0] && changes.inserts() == [2])
        // 2 and 3 keep their order; only 4 has to jump: one move instead of two.
        #expect(changes.moves() == [Move(3, 1)])
    }

    @Test("T4 the words from Heckel's paper")
    func wordsFromPaper() {
        let old =
            "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
        let new = "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
        let changes = Diffs.check(old.split(separator: " "), new.split(separator: " "))
        #expect(changes.deletes() == [0, 1, 2, 9, 11, 12])
        #expect(changes.inserts() == [3, 11])
    }

    @Test("T5 deletes, inserts and moves together")
    func deletesInsertsMoves() {
        let old = Array(0...8)
        let new = [0, 2, 3, 4, 7, 6, 9, 5, 10]
        let changes = Diffs.check(old, new)
        #expect(changes.deletes() == [1, 8] && changes.inserts() == [6, 8])
        #expect(Diffs.heckelMoves(old, new) == [Move(5, 7), Move(7, 4)])
        // Kept old positions in new order: 0 2 3 4 7 6 5. Any longest increasing run keeps
        // five, so two moves either way; ours keeps 0 2 3 4 5 and moves 7 and 6.
        #expect(changes.moves() == [Move(7, 4), Move(6, 5)])
    }

    @Test("T6 a content change is an update at the old index")
    func updates() {
        let old = [0, 1, 2].map { Identified(id: $0, content: $0) }
        let new = [0, 1, 2].map { Identified(id: $0, content: $0 == 1 ? 3 : $0) }
        let changes = Heckel.diff(old: old, new: new)
        #expect(changes == [.update(old: old[1], new: new[1], from: 1, to: 1)])
        #expect(old.applying(changes) == new)
    }

    @Test("T7 moves and updates together")
    func movesAndUpdates() {
        let old = [Identified(id: 0, content: 0), Identified(id: 1, content: 1), Identified(id: 2, content: 2)]
        let new = [Identified(id: 2, content: 3), Identified(id: 1, content: 1), Identified(id: 0, content: 0)]
        let heckel = Heckel.diff(old: old, new: new, moves: .heckel)
        #expect(heckel.moves() == [Move(0, 2), Move(2, 0)] && heckel.updates() == [2])
        #expect(old.applying(heckel) == new)
        // Reversing three items takes two moves with any strategy; the fewest-moves search
        // may pick a different pair (here 2 and 1 move, 0 stays), still two.
        let optimal = Heckel.diff(old: old, new: new)
        #expect(optimal.moves() == [Move(2, 0), Move(1, 1)] && optimal.updates() == [2])
        #expect(old.applying(optimal) == new)
    }

    @Test("T8 moving one object shifts the others: Heckel counts them all")
    func movingShiftsOthers() {
        let old = Array(1...7)
        let new = [1, 4, 5, 2, 3, 6, 7]
        #expect(Diffs.heckelMoves(old, new).isSuperset(of: [Move(3, 1), Move(1, 3)]))
        #expect(Diffs.heckelMoves(old, new).count == 4)
        // The pairs (4, 5) and (2, 3) swap: moving either pair is enough.
        #expect(Diffs.check(old, new).moves().count == 2)
    }

    @Test("T9 old and new indexes of the kept items")
    func indexesMatch() {
        let old = Array(1...7)
        let new = [2, 9, 3, 1, 5, 6, 8]
        let changes = Diffs.check(old, new)
        #expect(changes.deletes() == [3, 6])  // 4 and 7
        #expect(changes.inserts() == [1, 6])  // 9 and 8
    }

    @Test("T10 a diff that IGListKit's batch result rewrites: here only the raw diff")
    func batchUpdateResult() {
        let old = (1...6).map { Identified(id: $0, content: 1) }
        let new = [(2, 2), (5, 1), (4, 1), (7, 1), (6, 2), (3, 2)].map { Identified(id: $0.0, content: $0.1) }
        let changes = Heckel.diff(old: old, new: new)
        // IGListKit's resultForBatchUpdates turns moved-and-updated items into deletes and
        // inserts; that rewrite belongs to the batch planner, not to the diff.
        #expect(old.applying(changes) == new)
        #expect(changes.deletes() == [0] && changes.inserts() == [3])
        #expect(changes.updates() == [1, 5, 2])
        #expect(changes.moves().count == 5 - LongestIncreasingSubsequence.length(of: [1, 4, 3, 5, 2]))
    }

    @Test(
        "T11 arrays of equal objects: counts add up and moves are unique",
        arguments: [
            (Array(repeating: "dog", count: 4), Array(repeating: "dog", count: 2)),
            (Array(repeating: "dog", count: 2), Array(repeating: "dog", count: 4)),
            (["cat", "dog", "dog", "cat", "bird"], ["dog", "cat", "bird", "cat", "dog"]),
            (["a", "b", "a", "b", "a"], ["b", "a", "b", "a", "b", "a"]),
        ])
    func duplicates(old: [String], new: [String]) {
        for (name, changes) in Diffs.all(old, new) {
            let counts = ChangeCounts(changes)
            #expect(old.count + counts.inserts - counts.deletes == new.count, "\(name)")
            let moves = changes.moves()
            #expect(Set(moves.map(\.from)).count == moves.count && Set(moves.map(\.to)).count == moves.count)
        }
        Diffs.check(old, new)
    }
}
