import PropertyBased
import Testing

@testable import BatchModel
@testable import BatchSimulation

/// The sequential reading keeps each call as its edits and derives states from them: the
/// states must be exactly the ones applying each call to the whole state gives (the way the
/// reading computed them before, which the page's engine part still uses).
@Suite struct SequentialEditsTests {
    struct Case: Sendable, CustomStringConvertible {
        var counts: [Int]
        var updates: [Update]
        var description: String { "counts \(counts) calls \(updates.map { $0.compact })" }

        var before: Contents {
            Contents(
                sections: counts.enumerated().map { index, count in
                    Section("S\(index)", items: (0..<count).map { DataItem("\(index)-\($0)") })
                })
        }
    }

    // Small indexes, so calls both fit and miss (past the end, a missing section).
    static let path = zip(Gen.int(in: 0...3), Gen.int(in: 0...7)).map { IndexPath(item: $1, section: $0) }
    static let update = zip(Gen.int(in: 0...7), path.array(of: 1...3), Gen.int(in: 0...3).array(of: 1...2))
        .map { kind, paths, sections -> Update in
            switch kind {
            case 0: .insertItems(paths)
            case 1: .deleteItems(paths)
            case 2: .reloadItems(paths)
            case 3: .moveItem(from: paths[0], to: paths[paths.count - 1])
            case 4: .insertSections(sections)
            case 5: .deleteSections(sections)
            case 6: .reloadSections(sections)
            default: .moveSection(from: sections[0], to: sections[sections.count - 1])
            }
        }
    static let cases = zip(Gen.int(in: 0...6).array(of: 1...3), update.array(of: 0...8))
        .map { Case(counts: $0, updates: $1) }

    @Test("the states derived from the edits are the states of applying each call whole")
    func editsGiveTheSameStates() async {
        await propertyCheck(count: 1000, input: Self.cases) { c in
            let reading = SequentialReading(BatchUpdate(c.updates), before: c.before, after: c.before)
            // The old way: each call applied to the whole state.
            var groups = SequentialReading.groups(of: c.before)
            var expected: [[SequentialReading.Group]] = []
            var problems: [[SequentialReading.Problem]] = []
            for update in c.updates {
                problems.append(SequentialReading.apply(update, to: &groups))
                expected.append(groups)
            }
            #expect(reading.states.dropFirst().map(\.groups) == expected)
            // The trees' states, whole and read by position as a renderer reads them.
            var derived: [[SequentialReading.Group]] = []
            var read: [[SequentialReading.Group]] = []
            reading.forEachState { _, cells in
                derived.append(cells.groups)
                read.append(
                    (0..<cells.sectionCount).map { section in
                        let group = cells.groups[section]
                        return SequentialReading.Group(
                            name: group.name, cells: cells.cells(section, 0..<cells.count(section)),
                            fresh: cells.isFresh(section))
                    })
            }
            #expect(derived == expected)
            #expect(read == expected)
            #expect(reading.steps.map { $0.problems } == problems)
            #expect(reading.groups(afterStep: c.updates.count) == groups)
            #expect(reading.groups(afterStep: 0) == reading.start)
        }
    }

    @Test("the written order matches the new data only when it applied every call")
    func matchingNeedsEveryCall() async {
        await propertyCheck(count: 1000, input: Self.cases) { c in
            // Its own result as the new data, so that the calls often match it.
            let own = SequentialReading(BatchUpdate(c.updates), before: c.before, after: c.before).result
            let reading = SequentialReading(BatchUpdate(c.updates), before: c.before, after: own)
            // The trees' walk and the walk applying each call whole come to the same ending.
            var groups = SequentialReading.groups(of: c.before)
            var fits = true
            for update in c.updates where !SequentialReading.apply(update, to: &groups).isEmpty { fits = false }
            let result = SequentialReading.resolve(groups, with: own)
            #expect(reading.ending.result == result)
            #expect(reading.ending.matchesNewData == (fits && SequentialReading.fits(groups, own) && result == own))
            if reading.matchesNewData {
                #expect(reading.steps.allSatisfy { $0.problems.isEmpty })
            }
        }
        // A call past the end is skipped: the rest equals the new data, yet it does not match.
        let skipping = SequentialReading(
            BatchUpdate([.insertItems([IndexPath(item: 99_999_999_999, section: 0)])]),
            before: Contents(items: ["a", "b", "c"]), after: Contents(items: ["a", "b", "c"]))
        #expect(skipping.steps[0].problems == [.missingItem(IndexPath(item: 99_999_999_999, section: 0), count: 3)])
        #expect(!skipping.matchesNewData)
    }

    @Test("deleting the first of 20,000 cells 20,000 times keeps the trees shallow")
    func frontDeletesStayShallow() {
        let count = 20_000
        let updates = Array(repeating: Update.deleteItems([IndexPath(item: 0, section: 0)]), count: count)
        let before = Contents(items: (0..<count).map { "x\($0)" })
        let reading = SequentialReading(BatchUpdate(updates), before: before, after: Contents(items: []))
        var left: [Int] = []
        reading.forEachState { _, cells in
            if cells.count(0) % 5_000 == 0 { left.append(cells.count(0)) }
        }
        #expect(left == [15_000, 10_000, 5_000, 0])
        #expect(reading.ending.matchesNewData)
        #expect(reading.ending.result == Contents(items: []))
        var cells = SequentialReading.Cells(SequentialReading.groups(of: before))
        for _ in 0..<(count / 2) { cells.apply(SequentialReading.Edit.deleteCell(IndexPath(item: 0, section: 0))) }
        #expect(cells.cells(0, 0..<2) == [ViewCell(DataItem("x10000"), .kept), ViewCell(DataItem("x10001"), .kept)])
        // A treap of n nodes is about 2 log2 n deep whatever the order of the edits: 10,000
        // cells about 27, where a list would be 10,000.
        #expect(cells.height <= 60)
    }

    @Test("a batch of 8,000 appends holds 8,000 edits, not 8,000 states")
    func appendsAreOneEditEach() {
        let updates = (1...8_000).map { Update.insertItems([IndexPath(item: $0, section: 0)]) }
        let reading = SequentialReading(
            BatchUpdate(updates), before: Contents(items: ["a"]), after: Contents(items: ["a"]))
        let steps = reading.steps
        #expect(steps.count == 8_000)
        #expect(steps.allSatisfy { $0.edits.count == 1 && $0.problems.isEmpty })
        #expect(steps[7_999].edits == [.insertCell(IndexPath(item: 8_000, section: 0))])
        #expect(reading.groups(afterStep: 8_000)[0].cells.count == 8_001)
    }
}
