import DiffEngine
import TestSupport
import Testing

@Suite struct HeckelTraceTests {
    @Test("abcd to acbd: pass 3 links all four, one move")
    func small() {
        let trace = Heckel.trace(old: Array("abcd"), new: Array("acbd"))
        #expect(trace.symbols.map(\.item) == Array("acbd"))
        #expect(trace.passes.map(\.kind) == [.uniqueLines, .ascending, .descending, .duplicates])
        #expect(trace.passes[0].matches.map(\.new) == [0, 1, 2, 3])
        #expect(trace.passes.dropFirst().allSatisfy { $0.matches.isEmpty })
        #expect(trace.changes == [.move(item: "c", from: 2, to: 1)])
        #expect(trace.oldArray(after: nil) == [.symbol(0), .symbol(2), .symbol(1), .symbol(3)])
        #expect(trace.oldArray(after: .uniqueLines) == [.line(0), .line(2), .line(1), .line(3)])
    }

    @Test("repeated lines: passes 4 and 5 spread from unique anchors, pass 6 pairs the rest")
    func expansions() {
        // x is unique; the a's after it link ascending, the b's before it descending.
        let trace = Heckel.trace(old: Array("bbxaa_"), new: Array("_bbxaa"))
        let symbolOfA = trace.symbols.firstIndex { $0.item == "a" }
        #expect(symbolOfA.map { trace.symbols[$0].oldCount == 2 && trace.symbols[$0].newCount == 2 } == true)
        #expect(trace.passes[0].matches == [HeckelMatch(old: 5, new: 0), HeckelMatch(old: 2, new: 3)])
        #expect(trace.passes[1].matches == [HeckelMatch(old: 3, new: 4), HeckelMatch(old: 4, new: 5)])
        #expect(trace.passes[2].matches == [HeckelMatch(old: 1, new: 2), HeckelMatch(old: 0, new: 1)])
        #expect(trace.changes == [.move(item: "_", from: 5, to: 0)])
        #expect(trace.heckelMoveCount == 6)
    }

    @Test("trace invariants hold on random lists with repeats")
    func invariants() {
        SplitMix64.cases(seed: 5, count: 300) { random in
            let (old, new) = random.pair(alphabet: 6, length: 0...16)
            let trace = Heckel.trace(old: old, new: new)
            #expect(trace.symbols.map(\.oldCount).reduce(0, +) == old.count)
            #expect(trace.symbols.map(\.newCount).reduce(0, +) == new.count)
            #expect(old.indices.allSatisfy { trace.symbols[trace.oldSymbols[$0]].item == old[$0] })
            #expect(new.indices.allSatisfy { trace.symbols[trace.newSymbols[$0]].item == new[$0] })
            let links = trace.links(through: .duplicates)
            #expect(links.allSatisfy { old[$0.old] == new[$0.new] })
            #expect(Set(links.map(\.old)).count == links.count && Set(links.map(\.new)).count == links.count)
            // Pass 3 links exactly the items that occur once on each side.
            #expect(trace.passes[0].matches.count == trace.symbols.count(where: \.isUniqueOnBothSides))
            // After pass 6 every item is kept as often as it occurs on the poorer side.
            #expect(links.count == trace.symbols.map { min($0.oldCount, $0.newCount) }.reduce(0, +))
            // An ascending link continues the link just above it (or the virtual begin).
            let earlier = Set(trace.links(through: .ascending))
            for match in trace.passes[1].matches {
                #expect(
                    match.old == 0 && match.new == 0
                        || earlier.contains(HeckelMatch(old: match.old - 1, new: match.new - 1)))
            }
            #expect(trace.changes == Heckel.diff(old: old, new: new))
            #expect(
                trace.oldArray(after: .duplicates).count { if case .line = $0 { true } else { false } } == links.count)
        }
    }
}
