import DiffEngine
import PropertyBased
import Testing

@testable import Grading
@testable import Judging

/// Invariants of the forgiving reader and the neighbour judge over random words.
@Suite struct ForgivingPropertyTests {
    static let word = Gen.oneOf(Gen.always(Character("a")), Gen.always("b"), Gen.always("c")).array(of: 1...6)

    @Test("any one wrong cell in the true table costs exactly that cell")
    func isolatedTypo() async {
        await propertyCheck(count: 200, input: Self.word, Self.word, Gen.int(in: 0...48), Gen.int(in: 0...9)) {
            source, target, place, value in
            guard let trace = try? Trace(source: source, target: target) else { return }
            let (row, column) = (place / 7 % trace.rows, place % 7 % trace.columns)
            guard value != trace.cost(row: row, column: column) else { return }
            var cells = (0..<trace.rows).map { r in
                (0..<trace.columns).map { c in WrittenCell.number(trace.cost(row: r, column: c)) }
            }
            cells[row][column] = .number(value)
            let judgements = TableJudge(grid: Grid(cells: cells), table: trace).judgements()
            #expect(judgements[0].earned == trace.rows * trace.columns - 1, "\(source) \(target) (\(row), \(column))")
        }
    }

    @Test("the true notation table written with spaces only reads back cell for cell (the grader knows the costs)")
    func spacedNotations() async {
        await propertyCheck(count: 200, input: Self.word, Self.word) { source, target in
            guard let trace = try? Trace(source: source, target: target, tieBreak: .deepdiff) else { return }
            let notations = trace.notations()
            let rows = (0..<trace.rows).map { r in (0..<trace.columns).map { c in notations[r, c] } }
            let text = rows.map { $0.map { $0.description }.joined(separator: " ") }.joined(separator: "\n")
            let grid = try? Grid(
                text: text, rows: trace.rows, columns: trace.columns,
                expected: { r in (0..<trace.columns).map { trace.cost(row: r, column: $0) } })
            let expected = rows.map { row in
                row.map { $0.cost == 0 ? WrittenCell.number(0) : WrittenCell.notation($0) }
            }
            #expect(grid?.cells == expected, "\(text)")
        }
    }

    @Test("a notation reads the same in any order, case and width")
    func anySpelling() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...12), Gen.int(in: 0...12), Gen.int(in: 1...12), Gen.bool)
        {
            inserts, deletes, substitutions, wide in
            let parts = ["\(substitutions)S", "\(deletes)d", "\(inserts)I"]
            var text = parts.joined(separator: wide ? "" : " ")
            if wide {
                text = String(
                    String.UnicodeScalarView(text.unicodeScalars.map { Unicode.Scalar($0.value + 0xFEE0) ?? $0 }))
            }
            let expected = Notation(inserts: inserts, deletes: deletes, substitutions: substitutions)
            #expect(CellReader.cell(Substring(text)) == .notation(expected), "\(text)")
        }
    }
}
