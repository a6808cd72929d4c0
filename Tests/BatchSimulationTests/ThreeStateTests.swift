import PropertyBased
import Testing

@testable import BatchModel
@testable import BatchSimulation

/// `--cached`: the view's cache, the data source at the start of the batch and at its end.
@Suite struct ThreeStateTests {
    /// A one-section batch: counts (cached, start, end) and item deletes and inserts.
    struct Case: Sendable, CustomStringConvertible {
        var cached: Int
        var start: Int
        var end: Int
        var deletes: [Int]
        var inserts: [Int]

        var batch: BatchUpdate {
            var updates: [Update] = []
            if !deletes.isEmpty { updates.append(.deleteItems(deletes.map { IndexPath(item: $0, section: 0) })) }
            if !inserts.isEmpty { updates.append(.insertItems(inserts.map { IndexPath(item: $0, section: 0) })) }
            return BatchUpdate(updates)
        }

        var description: String { "cached \(cached) start \(start) end \(end) -\(deletes) +\(inserts)" }
    }

    static let cases = PropertyBased.zip(
        Gen.int(in: 0...5), Gen.int(in: 0...5), Gen.int(in: 0...5),
        Gen.int(in: 0...5).array(of: 0...3), Gen.int(in: 0...5).array(of: 0...3)
    ).map { Case(cached: $0, start: $1, end: $2, deletes: $3, inserts: $4) }

    func options(_ ios: IOSVersion, cached: [Int]?) -> SimulationOptions {
        var options = SimulationOptions(view: .collection, ios: ios)
        options.cached = cached
        return options
    }

    @Test("a cache equal to the start changes nothing on any release (the default stays two states)")
    func twoStatesUnchanged() async {
        await propertyCheck(count: 400, input: Self.cases) { c in
            for ios in IOSVersion.allCases {
                let two = c.batch.validate(before: [c.start], after: [c.end], options: options(ios, cached: nil))
                let three = c.batch.validate(
                    before: [c.start], after: [c.end], options: options(ios, cached: [c.start]))
                #expect(two.outcome == three.outcome, "\(ios) \(c)")
            }
        }
    }

    @Test("before 16.4 only the view's cache counts: the start is never consulted")
    func legacyReadsTheCache() async {
        await propertyCheck(count: 400, input: Self.cases) { c in
            for ios in IOSVersion.allCases where !ios.listsBatchUpdates {
                let three = c.batch.validate(
                    before: [c.start], after: [c.end], options: options(ios, cached: [c.cached]))
                let cacheOnly = c.batch.validate(before: [c.cached], after: [c.end], options: options(ios, cached: nil))
                #expect(three.outcome == cacheOnly.outcome, "\(ios) \(c)")
            }
        }
    }

    @Test("from 16.4: the listing when start + updates miss the end, else Invalid update when the cache's do")
    func listingThenInvalidUpdate() async {
        await propertyCheck(count: 600, input: Self.cases) { c in
            let deletes = Set(c.deletes)
            let inserts = Set(c.inserts)
            // Index errors come first; this property is about the counts.
            guard deletes.allSatisfy({ $0 < c.cached }), inserts.allSatisfy({ $0 < c.end }) else { return }
            // A collection view counts a repeated path each time (ReferenceVectorTests.b6).
            let change = c.inserts.count - c.deletes.count
            for ios in IOSVersion.allCases where ios.listsBatchUpdates {
                let outcome = c.batch.validate(
                    before: [c.start], after: [c.end], options: options(ios, cached: [c.cached])
                ).outcome
                let fact = outcome.exception?.fact
                if c.start + change != c.end {
                    if c.start + change < 0 {
                        #expect(fact == .deleteMoreThanExist(section: 0), "\(c)")
                    } else {
                        #expect(outcome.exception?.template == .invalidBatch, "\(c)")
                        if case .invalidBatch(let before, let after, _) = fact {
                            #expect(before == [c.start] && after == [c.end])
                        }
                    }
                } else if c.cached + change != c.end {
                    let counts = ItemCounts(inserted: c.inserts.count, deleted: c.deletes.count)
                    let expected: ExceptionFact =
                        c.cached + change < 0
                        ? .deleteMoreThanExist(section: 0)
                        : .itemCount(section: 0, after: c.end, before: c.cached, counts: counts)
                    #expect(fact == expected, "\(c)")
                } else {
                    #expect(outcome == .applied, "\(c)")
                }
            }
        }
    }

    /// The 16.4+ reports of "Invalid update" in a collection view, which two states cannot
    /// give on those releases (they always raise the listing): the reports show the cache
    /// (`before`) and the end; the start is the reading's, the least that fits.
    @Test(
        "post-16.4 collection-view Invalid update reports come out of a stale cache",
        arguments: [
            (
                "https://github.com/planetary-social/nos/issues/838", [158], [160], [159],
                [Update.deleteItems([IndexPath(item: 0, section: 0)])]
            ),
            ("https://github.com/ekazaev/ChatLayout/issues/89", [20], [22], [22], []),
        ])
    func staleCacheReports(source: String, cached: [Int], start: [Int], end: [Int], updates: [Update]) throws {
        let report = try #require(corpus.first { $0.source == source })
        let recognition = try #require(Recognition.read(report.text))
        for ios in [IOSVersion.iOS17, .iOS18] {
            let three = BatchUpdate(updates).validate(before: start, after: end, options: options(ios, cached: cached))
            let raised = try #require(three.outcome.exception)
            #expect(CrashText.comparable(raised.message) == recognition.quoted)
            // Two states on the same release: the listing, not the report's text.
            let two = BatchUpdate(updates).validate(before: cached, after: end, options: options(ios, cached: nil))
            #expect(two.outcome.exception?.template == .invalidBatch)
        }
    }

    @Test("the simulation validates the first batch against the cache and the data source at its start")
    func simulation() throws {
        let script = CallScript([
            .batch(BatchUpdate([.deleteItems([IndexPath(item: 0, section: 0)])])),
            .batch(BatchUpdate([.insertItems([IndexPath(item: 0, section: 0)])])),
        ])
        let simulation = try Simulation(
            script, old: try Contents(parsing: "a b c"), new: try Contents(parsing: "b c"),
            cached: try Contents(parsing: "a b"), options: options(.iOS18, cached: nil))
        // start 3 - 1 = 2 = end: the listing passes; the cache's 2 - 1 = 1 misses 2.
        #expect(simulation.batches.count == 1)
        #expect(simulation.batches[0].start == [3])
        guard case .raises(let exception, 0) = simulation.verdict else {
            Issue.record("expected a raise, got \(simulation.verdict)")
            return
        }
        #expect(exception.fact == .itemCount(section: 0, after: 2, before: 2, counts: ItemCounts(deleted: 1)))
    }
}
