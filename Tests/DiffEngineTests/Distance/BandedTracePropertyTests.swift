import DiffEngine
import PropertyBased
import Testing

@Suite struct BandedTracePropertyTests {
    /// Checks a banded trace cell by cell against the full table.
    ///
    /// The guarantee: a cell whose full cost is at most k is in the band with the same cost,
    /// co-optimal operations and chosen operation; a cell of the band whose full cost is more
    /// than k holds more than k too (an upper bound); a cell outside the band was not computed
    /// and its full cost is more than k.
    static func agrees(_ banded: BandedTrace<Int>, with full: Trace<Int>) -> Bool {
        let k = banded.band
        var agrees = banded.distance == full.distance && banded.rows == full.rows && banded.columns == full.columns
        for row in 0..<full.rows {
            for column in 0..<full.columns {
                let truth = full.cost(row: row, column: column)
                guard let cost = banded.cost(row: row, column: column) else {
                    agrees = agrees && abs(row - column) > k && truth > k
                    agrees = agrees && banded.operations(row: row, column: column).isEmpty
                    continue
                }
                agrees = agrees && abs(row - column) <= k && banded.isComputed(row: row, column: column)
                if truth <= k {
                    agrees =
                        agrees && cost == truth
                        && banded.operations(row: row, column: column) == full.operations(row: row, column: column)
                        && banded.chosen(row: row, column: column) == full.chosen(row: row, column: column)
                } else {
                    agrees = agrees && cost >= truth && cost > k
                }
            }
        }
        return agrees
    }

    @Test("inside the band every cell of cost <= k equals the full table's; outside, nothing is computed")
    func cellsAgreeWithFullTable() async {
        let text = Gen.int(in: 0...3).array(of: 0...40)
        await propertyCheck(count: 300, input: text, text, Gen.bool) { source, target, diagonalFirst in
            let policy: TieBreak = diagonalFirst ? .diagonalFirst : .deepdiff
            guard let full = try? Trace(source: source, target: target, tieBreak: policy),
                let banded = try? BandedTrace(source: source, target: target, tieBreak: policy)
            else { return #expect(Bool(false), "both traces fit the default limit") }
            #expect(Self.agrees(banded, with: full))
            #expect(banded.path == full.path)
            #expect(banded.editScript == full.editScript)
        }
    }

    @Test("near-identical long texts: the band's path is valid, optimal and the full trace's path")
    func nearIdenticalLongTexts() async {
        let base = Gen.int(in: 0...3).array(of: 100...700)
        let edits = Gen.int(in: 0...1_000_000).array(of: 0...12)
        await propertyCheck(count: 40, input: base, edits, Gen.bool) { base, edits, clustered in
            let (source, target) = BandedDistancePropertyTests.pair(base: base, edits: edits, clustered: clustered)
            guard let full = try? Trace(source: source, target: target),
                let banded = try? BandedTrace(source: source, target: target)
            else { return #expect(Bool(false), "both traces fit the default limit") }
            let operations = banded.path.compactMap { $0.operation }
            #expect(BandedAlignmentPropertyTests.cost(operations, source, target) == full.distance)
            #expect(banded.path == full.path)
            #expect(banded.editScript.applied(to: source) == target)
            // Memory O((m + n) k): never more cells than rows x (2k + 1).
            #expect(banded.computedCells <= banded.rows * (2 * banded.band + 1))
            #expect(Self.agrees(banded, with: full))
        }
    }

    @Test("12 x 12 with two substitutions: k = 2, and exactly 59 of the 169 cells are computed")
    func handChecked() throws {
        let trace = try BandedTrace(source: Array("abcdefghijkl"), target: Array("abcdXfghijkY"))
        #expect(trace.band == 2)
        #expect(trace.distance == 2)
        // Rows 0 and 12 reach 3 columns, rows 1 and 11 reach 4, rows 2...10 reach 5: 3+4+45+4+3.
        #expect(trace.computedCells == 59)
        #expect(trace.cost(row: 0, column: 2) == 2)
        #expect(trace.cost(row: 0, column: 3) == nil)
        #expect(trace.cost(row: 12, column: 9) == nil)
        #expect(trace.cost(row: 5, column: 5) == 1)
        #expect(trace.cost(row: 12, column: 12) == 2)
        #expect(trace.chosen(row: 5, column: 5) == .substitute)
        #expect(trace.path.compactMap { $0.operation }.filter { $0 != .match } == [.substitute, .substitute])
    }

    @Test("a band over the cell limit is refused with its rows and width, before anything is built")
    func refusesOverLimit() {
        let source = Array(repeating: 1, count: 1000)
        let target = Array(repeating: 2, count: 1000)
        // 10,000 cells allow 1001 rows x (2k + 2) slots for k <= 3: a row needs at least 2 x 4 + 2.
        #expect(throws: DiffEngineError.bandTooLarge(rows: 1001, columns: 10, limit: 10_000)) {
            try BandedTrace(source: source, target: target, maximumCells: 10_000)
        }
    }

    @Test("the band is built exactly when rows x (2 d + 2) slots fit the limit, for every limit")
    func limitIsExact() async {
        let text = Gen.int(in: 0...3).array(of: 0...60)
        await propertyCheck(count: 200, input: text, text, Gen.int(in: 0...70)) { source, target, bound in
            let distance = EditDistance.distance(from: source, to: target, method: .twoRow)
            let limit = (source.count + 1) * (2 * bound + 2)
            let banded = try? BandedTrace(source: source, target: target, maximumCells: limit)
            #expect((banded != nil) == (distance <= bound))
            #expect(banded.map { $0.distance == distance } ?? true)
        }
    }

    @Test("empty sides: the band is the other side's length")
    func emptySides() throws {
        let inserts = try BandedTrace(source: [Int](), target: [1, 2, 3])
        #expect(inserts.distance == 3)
        #expect(inserts.path.compactMap { $0.operation } == [.insert, .insert, .insert])
        let none = try BandedTrace(source: [Int](), target: [Int]())
        #expect(none.distance == 0 && none.path.count == 1)
        let same = try BandedTrace(source: [1, 2, 3], target: [1, 2, 3])
        #expect(same.band == 0 && same.computedCells == 4 && same.cost(row: 1, column: 0) == nil)
    }
}
