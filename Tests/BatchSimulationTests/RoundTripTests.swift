import PropertyBased
import Testing

@testable import BatchModel
@testable import BatchSimulation

/// Every template the MessageBook has: a fact rendered in a view's and a release's words,
/// read back by `explain`'s parser, gives the same fact (and the words it was written in).
@Suite struct RoundTripTests {
    /// The raw material of one fact: a shape, numbers, index paths, listing states.
    struct Seed: Sendable, CustomStringConvertible {
        var shape: ExceptionShape
        var numbers: [Int]
        var paths: [IndexPath]
        var before: [Int]
        var after: [Int]
        var updates: [ListedUpdate]
        var view: ViewKind
        var modern: Bool
        var listing: Wording.ListingHead

        var description: String { "\(shape) \(view) \(modern ? "modern" : "classic") \(listing) \(fact)" }

        /// The fact, built by hand for each shape (independent of the parser's builder).
        var fact: ExceptionFact {
            let n = numbers
            let (p, q, r) = (paths[0], paths[1], paths[2])
            switch shape {
            case .sectionCount: return .sectionCount(after: n[0], before: n[1], inserted: n[2], deleted: n[3])
            case .itemCount:
                let counts = ItemCounts(inserted: n[3], deleted: n[4], movedIn: n[5], movedOut: n[6])
                return .itemCount(section: n[0], after: n[1], before: n[2], counts: counts)
            case .deleteMoreThanExist: return .deleteMoreThanExist(section: n[0])
            case .invalidBatch: return .invalidBatch(before: before, after: after, updates: updates)
            case .deleteAndReload: return .deleteAndReload(p)
            case .deleteAndMoveFrom: return .deleteAndMoveFrom(p)
            case .deleteAndMoveFromSection: return .deleteAndMoveFromSection(n[0])
            case .insertAndMoveTo: return .insertAndMoveTo(p)
            case .insertAndMoveToSection: return .insertAndMoveToSection(n[0])
            case .deleteSection: return .deleteSection(n[0], sections: n[1])
            case .deleteItemFromMissingSection: return .deleteItemFromMissingSection(p, sections: n[0])
            case .deleteItem: return .deleteItem(p, count: n[0])
            case .insertSection: return .insertSection(n[0], sections: n[1])
            case .insertItemIntoMissingSection: return .insertItemIntoMissingSection(p, sections: n[0])
            case .insertItem: return .insertItem(p, count: n[0])
            case .moveSectionFrom: return .moveSectionFrom(n[0], sections: n[1])
            case .moveSectionTo: return .moveSectionTo(from: n[0], to: n[1], sections: n[2])
            case .moveItemFromMissingSection: return .moveItemFromMissingSection(p, sections: n[0])
            case .moveItemFromMissing: return .moveItemFromMissing(p, count: n[0])
            case .moveItemToMissingSection: return .moveItemToMissingSection(from: p, to: q, sections: n[0])
            case .moveItemToMissing: return .moveItemToMissing(from: p, to: q, count: n[0])
            case .moveSectionToBoth: return .moveSectionToBoth(n[0], first: n[1], second: n[2])
            case .moveItemToBoth: return .moveItemToBoth(p, first: q, second: r)
            case .moveBothSections: return .moveBothSections(n[0], n[1], to: n[2])
            case .moveBothItems: return .moveBothItems(p, q, to: r)
            case .moveFromDeletedSection: return .moveFromDeletedSection(n[0])
            case .moveIntoInsertedSection: return .moveIntoInsertedSection(n[0])
            case .invalidTableViewUpdate: return .invalidTableViewUpdate
            // M26 prints the index unsigned: -1 must come back as -1.
            case .negativeIndexPath: return .negativeIndexPath(IndexPath(item: -p.item - 1, section: q.section))
            }
        }
    }

    static let number = Gen.int(in: 0...2_000_000)
    static let path = zip(Gen.int(in: 0...99), Gen.int(in: 0...99_999)).map { IndexPath(item: $1, section: $0) }
    static let counts = Gen.int(in: 0...500).array(of: 0...4)
    static let update = zip(Gen.int(in: 0...5), path, path).map { kind, from, to -> ListedUpdate in
        switch kind {
        case 0: .deleteSection(from.section)
        case 1: .deleteItem(from)
        case 2: .moveSection(from: from.section, to: to.section)
        case 3: .moveItem(from: from, to: to)
        case 4: .insertSection(to.section)
        default: .insertItem(to)
        }
    }
    static let seeds = zip(
        Gen.element(of: ExceptionShape.allCases).map { $0 ?? .sectionCount },
        number.array(of: 7...7), path.array(of: 3...3), counts, counts, update.array(of: 0...5),
        Gen.element(of: ViewKind.allCases).map { $0 ?? .collection }, Gen.bool,
        Gen.element(of: Wording.ListingHead.allCases).map { $0 ?? .and }
    ).map { shape, numbers, paths, before, after, updates, view, modern, listing in
        Seed(
            shape: shape, numbers: numbers, paths: paths, before: before, after: after, updates: updates, view: view,
            modern: modern, listing: listing)
    }

    func check(_ seed: Seed) {
        var seed = seed
        // M25 is the table view's own text (iOS 5): no collection view words exist for it.
        if seed.shape == .invalidTableViewUpdate { seed.view = .table }
        let exception = Exception(
            seed.fact, view: seed.view, wording: Wording(style: seed.modern ? .modern : .classic, listing: seed.listing)
        )
        guard let read = Recognition.read(exception.message) else {
            Issue.record("not read back: \(seed)")
            return
        }
        #expect(read.exception.fact == seed.fact, "\(seed)")
        #expect(read.exception.template == exception.template)
        #expect(read.isComplete)
        if read.viewIsKnown { #expect(read.exception.view == seed.view, "\(seed)") }
        if seed.shape == .invalidBatch { #expect(read.exception.wording.listing == seed.listing) }
        // The text a reproduction would be compared with is the whole message.
        #expect(read.quoted == CrashText.comparable(exception.message), "\(seed)")
    }

    @Test("every shape, view and release's words: render, read back, the same fact")
    func roundTrip() async {
        await propertyCheck(count: 1000, input: Self.seeds) { seed in check(seed) }
    }

    @Test("each shape at least once, in both views and both spellings", arguments: ExceptionShape.allCases)
    func everyShape(shape: ExceptionShape) {
        for view in ViewKind.allCases {
            for modern in [false, true] {
                check(
                    Seed(
                        shape: shape, numbers: [3, 7, 1, 0, 2, 5, 4],
                        paths: [
                            IndexPath(item: 6, section: 0), IndexPath(item: 2, section: 1),
                            IndexPath(item: 9, section: 2),
                        ],
                        before: [6, 0], after: [5, 1], updates: [.deleteItem(IndexPath(item: 2, section: 0))],
                        view: view,
                        modern: modern, listing: modern ? .and : .andOr))
            }
        }
    }

    @Test(
        "scenario -> text -> explain -> a scenario that raises the same text, in both views and releases",
        arguments: templateCases)
    func scenarioRoundTrip(_ example: TemplateCase) throws {
        for view in ViewKind.allCases {
            for ios in [IOSVersion.iOS13, .iOS16, .iOS18] {
                let options = SimulationOptions(view: view, ios: ios)
                let outcome = BatchUpdate(example.updates).validate(
                    before: example.before, after: example.after, options: options
                ).outcome
                // A table view falls back to reloadData on M24's cases: nothing to explain.
                guard let raised = outcome.exception else { continue }
                let read = try #require(Recognition.read(raised.message))
                #expect(read.exception.fact == raised.fact)
                let reproduction = try #require(Reproduction.make(for: read), "\(example.template) \(view) \(ios)")
                #expect(CrashText.comparable(reproduction.raised?.message ?? "") == read.quoted)
            }
        }
    }

    @Test("M3 reproduces in a collection view (a path deleted twice) and not in a table view")
    func deleteMoreThanExist() throws {
        for (view, words) in [(ViewKind.collection, "items"), (.table, "rows")] {
            let text =
                "Invalid update: invalid number of \(words) in section 2.  Attempt to delete more \(words) than exist in section."
            let read = try #require(Recognition.read(text))
            #expect(read.exception.fact == .deleteMoreThanExist(section: 2))
            let reproduction = Reproduction.make(for: read)
            if view == .collection {
                let raised = try #require(reproduction?.raised)
                #expect(raised.message == text)
            } else {
                #expect(reproduction == nil)
            }
        }
    }

    @Test("every template has a shape that renders it")
    func templatesCovered() {
        #expect(Set(ExceptionShape.allCases.map(\.template)) == Set(Exception.Template.allCases))
    }
}
