import PropertyBased
import Testing

@testable import DiffEngine

/// Past its budget, Myers' search splits at the furthest point it reached (git's shortcut):
/// the links must still be a common subsequence, flagged as maybe not the longest; within
/// the budget nothing changes.
@Suite struct SearchBudgetTests {
    static let list = Gen.int(in: 0...2).array(of: 0...80)

    @Test("with no budget and a cap of a few edits, the links are still a common subsequence, flagged when short")
    func shortcutStaysValid() async {
        await propertyCheck(count: 300, input: Self.list, Self.list, Gen.int(in: 1...4)) { old, new, cap in
            let links = CommonSubsequence(old: old, new: new, symbolCount: 3, search: .myers, budget: 0, cap: cap)
            let pairs = old.indices.filter { links.oldToNew[$0] >= 0 }.map { ($0, links.oldToNew[$0]) }
            #expect(pairs.allSatisfy { old[$0.0] == new[$0.1] && links.newToOld[$0.1] == $0.0 })
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.1 < $1.1 })
            let longest = Diffs.slowLCSLength(old, new)
            #expect(links.length <= longest)
            // Never confidently wrong: a shorter subsequence is always flagged.
            #expect(links.length == longest || !links.isMinimal)
        }
    }

    @Test("within the budget the search is exact and says so")
    func exactWithinTheBudget() async {
        await propertyCheck(count: 200, input: Self.list, Self.list) { old, new in
            let links = CommonSubsequence(old: old, new: new, symbolCount: 3, search: .myers)
            #expect(links.isMinimal)
            #expect(links.length == Diffs.slowLCSLength(old, new))
        }
    }

    @Test(
        "lists of a few repeated words past a budget: the diff is right and flagged, in Heckel's moves and Myers' script"
    )
    func repeatedWordsAreFlagged() {
        let old = (0..<3_000).map { "w\($0 % 50)" }
        let new = (0..<3_000).map { "w\(($0 * 7) % 50)" }
        let heckel = Heckel.result(old: old, new: new, moves: .optimal, budget: 10_000)
        #expect(!heckel.isMinimal)
        #expect(old.applying(heckel.changes) == new)
        let myers = Myers.result(old: old, new: new, inferringMoves: true, budget: 10_000)
        #expect(!myers.isMinimal)
        #expect(old.applying(myers.changes) == new)
        #expect(Heckel.result(old: old, new: new).isMinimal)
        #expect(Myers.result(old: old, new: new).isMinimal)
    }

    @Test("a recorded Heckel run past the budget says so, and its changes still turn old into new")
    func heckelTraceIsFlagged() {
        let old = (0..<3_000).map { "w\($0 % 50)" }
        let new = (0..<3_000).map { "w\(($0 * 7) % 50)" }
        let cut = HeckelTrace(old: old, new: new, moves: .optimal, budget: 10_000)
        #expect(!cut.isMinimal)
        #expect(old.applying(cut.changes) == new)
        #expect(cut.changes == Heckel.result(old: old, new: new, moves: .optimal, budget: 10_000).changes)
        let whole = HeckelTrace(old: old, new: new)
        #expect(whole.isMinimal)
        #expect(whole.optimalMoveCount <= cut.optimalMoveCount)
    }
}
