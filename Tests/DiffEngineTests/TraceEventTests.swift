import DiffEngine
import Testing

@Suite struct TraceEventTests {
    @Test("events seed, fill every inner cell in row order, then backtrack to (0, 0)")
    func order() throws {
        let trace = try Trace(source: Array("kit"), target: Array("kat"))
        let events = Array(trace.events)
        #expect(events.prefix(2) == [.seedFirstRow, .seedFirstColumn])
        let fills = events.compactMap { event -> [Int]? in
            if case .fill(let row, let column) = event { return [row, column] }
            return nil
        }
        #expect(fills == (1...3).flatMap { row in (1...3).map { [row, $0] } })
        let backtrack = events.compactMap { event -> PathStep? in
            if case .backtrack(let step) = event { return step }
            return nil
        }
        #expect(backtrack == trace.path.reversed())
        #expect(events.count == trace.events.count)
        #expect(events.count == 2 + 9 + 4)
    }

    @Test("an empty source has seeds and a backtrack but no inner cells")
    func emptySource() throws {
        let trace = try Trace(source: [Character](), target: Array("ab"))
        #expect(
            Array(trace.events) == [
                .seedFirstRow, .seedFirstColumn,
                .backtrack(PathStep(row: 0, column: 2, operation: .insert, notation: Notation(inserts: 2))),
                .backtrack(PathStep(row: 0, column: 1, operation: .insert, notation: Notation(inserts: 1))),
                .backtrack(PathStep(row: 0, column: 0, operation: nil, notation: Notation())),
            ])
    }
}
