import DiffEngine
import Testing

@Suite struct ChangeTests {
    @Test("the article: abc to bcd is delete a at 0 and insert d at 2")
    func abcToBcd() {
        let changes = Change.changes(
            from: [.delete, .match, .match, .insert], source: Array("abc"), target: Array("bcd"))
        #expect(changes == [.delete(item: "a", index: 0), .insert(item: "d", index: 2)])
        #expect(Array("abc").applying(changes) == Array("bcd"))
    }

    @Test("the article through the real table: the path of abc to bcd, then MoveReducer")
    func abcToBcdThroughTrace() throws {
        let trace = try Trace(source: Array("abc"), target: Array("bcd"))
        let alignment = trace.path.compactMap(\.operation)
        #expect(alignment == [.delete, .match, .match, .insert])
        let changes = MoveReducer.reduce(Change.changes(from: alignment, source: trace.source, target: trace.target))
        #expect(changes == [.delete(item: "a", index: 0), .insert(item: "d", index: 2)])
    }

    @Test("a substitution becomes a replace at the new index, as in DeepDiff")
    func substitutionIsReplace() {
        // "xkit" -> "kat": delete x, match k, substitute i->a at new index 1, match t.
        let changes = Change.changes(
            from: [.delete, .match, .substitute, .match], source: Array("xkit"), target: Array("kat"))
        #expect(changes == [.delete(item: "x", index: 0), .replace(old: "i", new: "a", index: 1)])
        #expect(Array("xkit").applying(changes) == Array("kat"))
    }

    @Test("a move reads its old index and writes its new index")
    func moveIndexes() {
        let changes: [Change<Character>] = [.move(item: "c", from: 2, to: 5)]
        #expect(Array("abcdef").applying(changes) == Array("abdefc"))
        #expect(changes[0].oldIndex == 2 && changes[0].newIndex == 5)
    }

    @Test("an update redraws the same identity and is checked against the old item")
    func update() {
        let old = [Identified(id: 0, content: "a"), Identified(id: 1, content: "b")]
        let new = [Identified(id: 1, content: "b"), Identified(id: 0, content: "A")]
        let changes: [Change] = [
            .move(item: old[0], from: 0, to: 1), .update(old: old[0], new: new[1], from: 0, to: 1),
        ]
        #expect(old.applying(changes) == new)
        let wrongOld: [Change] = [.update(old: new[0], new: new[1], from: 0, to: 0)]
        #expect(old.applying(wrongOld) == nil)
    }

    @Test(
        "changes that do not fit the list apply to nil",
        arguments: [
            [Change<Int>.delete(item: 9, index: 3)],
            [.delete(item: 0, index: 0), .delete(item: 0, index: 0)],
            [.insert(item: 7, index: 5)],
            [.insert(item: 7, index: 0), .insert(item: 8, index: 0)],
        ])
    func misfits(changes: [Change<Int>]) {
        #expect([0, 1, 2].applying(changes) == nil)
    }

    @Test("counts name every kind")
    func counts() {
        let changes: [Change<Int>] = [
            .insert(item: 1, index: 0), .delete(item: 2, index: 0), .move(item: 3, from: 1, to: 2),
            .move(item: 4, from: 2, to: 1), .replace(old: 5, new: 6, index: 3),
        ]
        let counts = ChangeCounts(changes)
        #expect(counts == ChangeCounts(inserts: 1, deletes: 1, replaces: 1, moves: 2))
        #expect(counts.total == 5 && counts[.move] == 2)
    }
}
