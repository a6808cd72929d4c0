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
