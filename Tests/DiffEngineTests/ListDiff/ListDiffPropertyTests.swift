import DiffEngine
import TestSupport
import Testing

/// The length of a longest strictly increasing subsequence, the slow obvious way.
private func slowLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

/// The length of a longest strictly increasing subsequence through every pinned value, by
/// trying each subset.
private func slowPinnedLISLength(_ values: [Int], pinned: [Bool]) -> Int {
    var best = 0
    for mask in 0..<(1 << values.count) {
        let chosen = values.indices.filter { mask & (1 << $0) != 0 }
        let holdsPins = values.indices.allSatisfy { !pinned[$0] || mask & (1 << $0) != 0 }
        let increasing = zip(chosen, chosen.dropFirst()).allSatisfy { values[$0] < values[$1] }
        if holdsPins && increasing { best = max(best, chosen.count) }
    }
    return best
}

@Suite struct ListDiffPropertyTests {
    @Test("every algorithm's changes turn old into new", arguments: [(5, 14), (40, 30)])
    func applyingGivesNew(alphabet: Int, length: Int) {
        SplitMix64.cases(seed: 1, count: 300) { random in
            let (old, new) = random.pair(alphabet: alphabet, length: 0...length)
            Diffs.check(old, new)
        }
    }

    @Test("the fewest moves is kept items minus the longest increasing run of the links they use")
    func optimalMoveCount() {
        SplitMix64.cases(seed: 2, count: 300) { random in
            let (old, new) = random.pair(alphabet: 40, length: 0...30)
            let trace = Heckel.trace(old: old, new: new)
            let kept = trace.fewestMoveLinks.map(\.old)
            #expect(kept.count == trace.links(through: .duplicates).count)
            #expect(trace.optimalMoveCount == kept.count - slowLISLength(kept))
            #expect(ChangeCounts(trace.changes).moves == trace.optimalMoveCount)
            #expect(trace.optimalMoveCount <= trace.heckelMoveCount)
        }
    }

    @Test("the longest increasing subsequence is increasing and as long as the slow answer")
    func longestIncreasingSubsequence() {
        SplitMix64.cases(seed: 3, count: 300) { random in
            let values = random.list(alphabet: 40, length: 0...30)
            let positions = LongestIncreasingSubsequence.positions(in: values)
            #expect(positions.count == slowLISLength(values))
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] })
        }
    }

    @Test("who moves: the kept items that stay are in order, and no fewer can move than the rule says")
    func moveRule() {
        SplitMix64.cases(seed: 5, count: 300) { random in
            let values = random.list(alphabet: 40, length: 0...30)
            let moved = MoveRule.moved(values)
            let stay = values.indices.filter { !moved[$0] }
            #expect(stay == MoveRule.staying(values))
            #expect(zip(stay, stay.dropFirst()).allSatisfy { values[$0] < values[$1] })
            #expect(moved.count { $0 } == MoveRule.moveCount(values))
            #expect(MoveRule.moveCount(values) == values.count - slowLISLength(values))
        }
    }

    @Test("who moves with pins: every item whose index stays put stays, the rest as the slow answer allows")
    func moveRulePinned() {
        SplitMix64.cases(seed: 6, count: 400) { random in
            // A permutation: the kept items' new indexes in old order; fixed points are pinned.
            let count = Int.random(in: 0...8, using: &random)
            let values = Array(0..<count).shuffled(using: &random)
            let pinned = values.indices.map { values[$0] == $0 }
            let moved = MoveRule.moved(values, pinned: pinned)
            let stay = values.indices.filter { !moved[$0] }
            let pinsStay = stay.count { pinned[$0] } == pinned.count { $0 }
            let increasing = zip(stay, stay.dropFirst()).allSatisfy { values[$0] < values[$1] }
            #expect(pinsStay, "\(values)")
            #expect(increasing, "\(values)")
            #expect(stay.count == slowPinnedLISLength(values, pinned: pinned), "\(values)")
        }
    }

    @Test("who moves with pins, by hand: a b c -> c b a moves a and c, not b onto its own index")
    func moveRulePinnedByHand() {
        #expect(MoveRule.moved([2, 1, 0], pinned: [false, true, false]) == [true, false, true])
        // No longest run holds the pinned 2, so one more item moves: 4 instead of 3.
        #expect(
            MoveRule.moved([3, 4, 2, 0, 1], pinned: [false, false, true, false, false]) == [
                true, true, false, true, true,
            ])
        #expect(MoveRule.moved([], pinned: []) == [])
    }

    @Test("who moves, by hand: 0 3 4 1 2 5 6 keeps 0 1 2 5 6 and moves 3 and 4 (one of two longest runs)")
    func moveRuleByHand() {
        #expect(MoveRule.moved([0, 3, 4, 1, 2, 5, 6]) == [false, true, true, false, false, false, false])
        #expect(MoveRule.moveCount([4, 3, 2, 1]) == 3)
        #expect(MoveRule.moved([]) == [])
    }

    @Test("diffs by identity apply, with updates exactly for changed content")
    func identityDiffs() {
        SplitMix64.cases(seed: 4, count: 200) { random in
            let flips = random.list(alphabet: 1, length: 12...12)
            let order = Array(0..<12).shuffled(using: &random).prefix(Int.random(in: 0...12, using: &random))
            let old = (0..<12).map { Identified(id: $0, content: 0) }
            let new = order.map { Identified(id: $0, content: flips[$0]) }
            for moves in MoveStrategy.allCases {
                let changes = Heckel.diff(old: old, new: new, moves: moves)
                #expect(old.applying(changes) == new)
                #expect(ChangeCounts(changes).updates == new.count { $0.content == 1 })
            }
        }
    }
}
