import DiffEngine
import PropertyBased
import Testing

@Suite struct FewestMovesPropertyTests {
    @Test("thisisatest -> testing123testing needs one move (Heckel's pairing of the repeats gave 4)")
    func repeatedLetters() {
        let changes = Heckel.diff(old: Array("thisisatest"), new: Array("testing123testing"))
        #expect(ChangeCounts(changes).moves == 1)
        #expect(Heckel.trace(old: Array("thisisatest"), new: Array("testing123testing")).heckelMoveCount > 1)
        #expect(Array("thisisatest").applying(changes) == Array("testing123testing"))
    }

    @Test("with repeated items, moves = kept - LCS, and the changes still turn old into new")
    func movesMeetTheMinimum() async {
        let list = Gen.int(in: 0...5).array(of: 0...40)
        await propertyCheck(count: 300, input: list, list) { old, new in
            let changes = Heckel.diff(old: old, new: new)
            let counts = ChangeCounts(changes)
            let kept = new.count - counts.inserts
            #expect(counts.moves == kept - Diffs.slowLCSLength(old, new))
            #expect(old.applying(changes) == new)
            #expect(counts.moves <= ChangeCounts(Heckel.diff(old: old, new: new, moves: .heckel)).moves)
        }
    }

    /// Two symbols make many equal pairs (Myers' search), eight few (Hunt and Szymanski's).
    @Test("the links are one longest common subsequence, by either search", arguments: [2, 8])
    func commonSubsequence(symbols: Int) async {
        let list = Gen.int(in: 0...(symbols - 1)).array(of: 0...60)
        await propertyCheck(count: 300, input: list, list) { old, new in
            let links = CommonSubsequence(old: old, new: new, symbolCount: symbols)
            #expect(links.length == Diffs.slowLCSLength(old, new))
            let pairs = old.indices.filter { links.oldToNew[$0] >= 0 }.map { ($0, links.oldToNew[$0]) }
            #expect(pairs.allSatisfy { old[$0.0] == new[$0.1] && links.newToOld[$0.1] == $0.0 })
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.1 < $1.1 })
        }
    }

    @Test("Myers' script is shortest: deletes + inserts = n + m - 2 LCS", arguments: [2, 8])
    func myersIsMinimal(symbols: Int) async {
        let list = Gen.int(in: 0...(symbols - 1)).array(of: 0...60)
        await propertyCheck(count: 300, input: list, list) { old, new in
            let changes = Myers.diff(old: old, new: new, inferringMoves: false)
            #expect(changes.count == old.count + new.count - 2 * Diffs.slowLCSLength(old, new))
            #expect(old.applying(changes) == new)
            #expect(old.applying(Myers.diff(old: old, new: new)) == new)
        }
    }
}
