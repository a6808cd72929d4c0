import DiffEngine
import Testing

@Suite struct TraceTests {
    func trace(_ source: String, _ target: String, _ tieBreak: TieBreak = .deepdiff) throws -> Trace<Character> {
        try Trace(source: Array(source), target: Array(target), tieBreak: tieBreak)
    }

    @Test("kit to kat needs one substitution, i to a")
    func kitKat() throws {
        let trace = try trace("kit", "kat")
        #expect(trace.distance == 1)
        #expect(
            trace.editScript.edits == [
                Edit(operation: .substitute, sourceIndex: 1, targetIndex: 1, removed: "i", added: "a")
            ])
        #expect(trace.notation(row: 3, column: 3).description == "1s")
        #expect(trace.optimalAlignmentCount == 1)
    }

    @Test("AUERY to GARUEY: distance 3 along the article's path")
    func auery() throws {
        let trace = try trace("AUERY", "GARUEY")
        #expect(trace.distance == 3)
        #expect(trace.path.map(\.notation.description) == ["0", "1i", "1i", "2i", "2i", "2i", "2i 1d", "2i 1d"])
        #expect(trace.path.compactMap(\.operation) == [.insert, .match, .insert, .match, .match, .delete, .match])
        let script = trace.editScript.edits.map { "\($0.operation.letter)\($0.added ?? $0.removed ?? "?")" }
        #expect(script == ["iG", "iR", "dR"])
    }

    @Test("the cell (A, G) is 1s: a substitution from the empty prefixes")
    func cellAG() throws {
        let trace = try trace("AUERY", "GARUEY")
        #expect(trace.notation(row: 1, column: 1).description == "1s")
        #expect(trace.operations(row: 1, column: 1) == .substitute)
        #expect(trace.candidates(row: 1, column: 1) == Candidates(up: 2, left: 2, diagonal: 1))
        #expect(trace.notations()[1, 1] == trace.notation(row: 1, column: 1))
    }

    @Test("the first row inserts and the first column deletes")
    func seeds() throws {
        let trace = try trace("kit", "kat")
        #expect((0...3).map { trace.notation(row: 0, column: $0).description } == ["0", "1i", "2i", "3i"])
        #expect((0...3).map { trace.notation(row: $0, column: 0).description } == ["0", "1d", "2d", "3d"])
        #expect(trace.chosen(row: 0, column: 0) == nil)
        #expect(trace.candidates(row: 0, column: 0) == Candidates(up: nil, left: nil, diagonal: nil))
        #expect(trace.chosen(row: 0, column: 2) == .insert)
        #expect(trace.chosen(row: 2, column: 0) == .delete)
    }

    @Test("a match takes the diagonal even when an edit ties with it")
    func matchTakesDiagonal() throws {
        // (2, 1): "ab" -> "b"; deleting a ties with matching b after deleting a.
        let trace = try trace("ab", "b")
        #expect(trace.operations(row: 2, column: 1).contains(.match))
        #expect(trace.chosen(row: 2, column: 1) == .match)
    }

    @Test("empty inputs make a one-cell or one-line table")
    func empty() throws {
        let none = try trace("", "")
        #expect(none.distance == 0)
        #expect(none.path == [PathStep(row: 0, column: 0, operation: nil, notation: Notation())])
        #expect(none.optimalAlignmentCount == 1)
        #expect(try trace("", "abc").distance == 3)
        #expect(try trace("abc", "").editScript.edits.map(\.operation) == [.delete, .delete, .delete])
    }

    @Test("a table over the cell limit is refused before it is built")
    func cellLimit() {
        #expect(throws: DiffEngineError.tableTooLarge(rows: 4, columns: 4, limit: 15)) {
            try Trace(source: Array("abc"), target: Array("xyz"), maximumCells: 15)
        }
        #expect((try? Trace(source: Array("abc"), target: Array("xyz"), maximumCells: 16)) != nil)
    }

    @Test("any Hashable works: integers")
    func integers() throws {
        let trace = try Trace(source: [1, 2, 3, 4], target: [2, 3, 5])
        #expect(trace.distance == 2)
        #expect(trace.editScript.applied(to: [1, 2, 3, 4]) == [2, 3, 5])
    }

    @Test("every cheapest sub-path's notation: ab -> ba's corner is 2s or 1i 1d, the chosen one among them")
    func optimalNotations() throws {
        let trace = try Trace(source: Array("ab"), target: Array("ba"))
        let sets = trace.optimalNotations()
        #expect(sets[2][2] == [Notation(substitutions: 2), Notation(inserts: 1, deletes: 1)])
        #expect(sets[0][0] == [Notation()])
        for row in 0..<trace.rows {
            for column in 0..<trace.columns {
                #expect(sets[row][column].contains(trace.notation(row: row, column: column)))
                #expect(sets[row][column].allSatisfy { $0.cost == trace.cost(row: row, column: column) })
            }
        }
        let kitKat = try Trace(source: Array("kit"), target: Array("kat"))
        #expect(kitKat.optimalNotations()[3][3] == [Notation(substitutions: 1)])
    }
}
