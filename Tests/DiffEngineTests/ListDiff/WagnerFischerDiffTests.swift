import DiffEngine
import Testing

@Suite struct WagnerFischerDiffTests {
    @Test("abc -> bcd: the path deletes a and inserts d, deletes listed first")
    func byHand() throws {
        let changes = try WagnerFischerDiff.diff(old: Array("abc"), new: Array("bcd"))
        #expect(changes == [.delete(item: "a", index: 0), .insert(item: "d", index: 2)])
    }

    @Test("a moved item is one move after the reducer pairs its delete and insert")
    func move() throws {
        let changes = try WagnerFischerDiff.diff(old: ["x", "1", "2"], new: ["1", "2", "x"])
        #expect(changes.count == 1)
        #expect(changes.first?.kind == .move)
        #expect(["x", "1", "2"].applying(changes) == ["1", "2", "x"])
    }

    @Test("a table larger than the limit is refused before it is built")
    func limit() {
        #expect(throws: DiffEngineError.tableTooLarge(rows: 4, columns: 4, limit: 10)) {
            try WagnerFischerDiff.diff(old: Array("abc"), new: Array("xyz"), maximumCells: 10)
        }
    }
}
