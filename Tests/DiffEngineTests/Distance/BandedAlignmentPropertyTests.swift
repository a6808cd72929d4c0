import DiffEngine
import PropertyBased
import Testing

@Suite struct BandedAlignmentPropertyTests {
    /// The cost of `operations` when they are a valid alignment of `source` with `target`, else nil.
    static func cost(_ operations: [EditOperation], _ source: [Int], _ target: [Int]) -> Int? {
        var (row, column, cost) = (0, 0, 0)
        for operation in operations {
            switch operation {
            case .match, .substitute:
                guard row < source.count, column < target.count,
                    (source[row] == target[column]) == (operation == .match)
                else { return nil }
                row += 1
                column += 1
                cost += operation == .match ? 0 : 1
            case .delete:
                guard row < source.count else { return nil }
                row += 1
                cost += 1
            case .insert:
                guard column < target.count else { return nil }
                column += 1
                cost += 1
            }
        }
        return row == source.count && column == target.count ? cost : nil
    }

    @Test("the banded path is a valid alignment whose cost is the full distance, long texts, few edits")
    func optimalOnLongTexts() async throws {
        let base = Gen.int(in: 0...3).array(of: 100...1800)
        let edits = Gen.int(in: 0...1_000_000).array(of: 0...60)
        await propertyCheck(count: 60, input: base, edits, Gen.bool) { base, edits, clustered in
            let (source, target) = BandedDistancePropertyTests.pair(base: base, edits: edits, clustered: clustered)
            let full = EditDistance.distance(from: source, to: target, method: .bitParallel)
            for (from, to) in [(source, target), (target, source)] {
                let alignment = try? BandedAlignment(source: from, target: to)
                #expect(alignment?.distance == full)
                #expect(alignment.flatMap { Self.cost($0.operations, from, to) } == full)
                #expect((alignment?.computedCells ?? .max) <= (from.count + 64) * (to.count + 1))
            }
        }
    }

    @Test("under either tie-break, the banded path is the full trace's path, step for step")
    func pathIsTheTracesPath() async {
        let text = Gen.int(in: 0...3).array(of: 0...80)
        await propertyCheck(count: 300, input: text, text) { source, target in
            for tieBreak in TieBreak.allCases {
                guard let alignment = try? BandedAlignment(source: source, target: target, tieBreak: tieBreak),
                    let trace = try? Trace(source: source, target: target, tieBreak: tieBreak)
                else { return #expect(Bool(false)) }
                #expect(alignment.distance == trace.distance)
                #expect(alignment.operations == trace.path.compactMap(\.operation), "\(tieBreak)")
            }
        }
    }

    @Test("the banded path matches the trace's distance on short random pairs")
    func optimalOnShortTexts() async {
        let text = Gen.int(in: 0...3).array(of: 0...90)
        await propertyCheck(count: 300, input: text, text) { source, target in
            let full = EditDistance.distance(from: source, to: target, method: .twoRow)
            let alignment = try? BandedAlignment(source: source, target: target)
            #expect(alignment?.distance == full)
            #expect(alignment.flatMap { Self.cost($0.operations, source, target) } == full)
        }
    }

    @Test("a band over the cell limit is refused, not built")
    func refusesOverLimit() {
        let source = Array(repeating: 1, count: 5000)
        let target = Array(repeating: 2, count: 5000)
        #expect {
            try BandedAlignment(source: source, target: target, maximumCells: 1000)
        } throws: { error in
            guard case DiffEngineError.tableTooLarge(let rows, let columns, let limit) = error else { return false }
            return rows >= 5000 && columns == 5000 && limit == 1000
        }
    }

    @Test("on the path, the band's costs and co-optimal origins are the full table's")
    func originsMatchTheTable() async throws {
        let text = Gen.int(in: 0...2).array(of: 0...70)
        await propertyCheck(count: 150, input: text, text) { source, target in
            Self.checkOrigins(source, target)
        }
    }

    @Test("the same past one 64-row block, where the band is narrower than the table")
    func originsInANarrowBand() async throws {
        let base = Gen.int(in: 0...3).array(of: 150...400)
        let edits = Gen.int(in: 0...1_000_000).array(of: 0...12)
        await propertyCheck(count: 40, input: base, edits) { base, edits in
            let (source, target) = BandedDistancePropertyTests.pair(base: base, edits: edits, clustered: false)
            Self.checkOrigins(source, target)
        }
    }

    static func checkOrigins(_ source: [Int], _ target: [Int]) {
        guard let alignment = try? BandedAlignment(source: source, target: target),
            let trace = try? Trace(source: source, target: target)
        else { return #expect(Bool(false)) }
        var (row, column) = (0, 0)
        for operation in [nil] + alignment.operations.map(Optional.some) {
            switch operation {
            case .match?, .substitute?: (row, column) = (row + 1, column + 1)
            case .delete?: row += 1
            case .insert?: column += 1
            case nil: break
            }
            let cost = trace.cost(row: row, column: column)
            #expect(alignment.cost(row: row, column: column) == cost)
            let candidates = trace.candidates(row: row, column: column)
            var expected: Set<EditOperation> = []
            if candidates.up == cost { expected.insert(.delete) }
            if candidates.left == cost { expected.insert(.insert) }
            if candidates.diagonal == cost {
                expected.insert(source[row - 1] == target[column - 1] ? .match : .substitute)
            }
            #expect(Set(alignment.origins(row: row, column: column)) == expected)
        }
    }
}
