import PropertyBased
import Testing

@testable import DiffEngine

/// The pruned sweep (`EditDistance.pruned`) skips blocks by a bound; these check that it stays
/// exact for every bound at or above the distance, on texts small enough for the two-row method.
@Suite struct PrunedDistancePropertyTests {
    /// The pattern (shorter side) and text as codes, the match table, and the exact distance.
    static func setUp(_ source: [Int], _ target: [Int]) -> ([Int32], [Int32], [UInt64], Int) {
        var (pattern, text) = (source.map { Int32($0) }, target.map { Int32($0) })
        if pattern.count > text.count { swap(&pattern, &text) }
        let alphabet = Int((pattern + text).max() ?? 0) + 1
        let exact = EditDistance.twoRow(pattern, text)
        return (pattern, text, EditDistance.matchTable(pattern, alphabetSize: alphabet), exact)
    }

    @Test("the pruned sweep returns the distance for any bound from the distance up")
    func anyBound() async {
        // Unrelated texts over a small and a larger alphabet, of unequal lengths.
        let text = Gen.int(in: 0...7).array(of: 1...900)
        let slack = Gen.int(in: 0...400)
        await propertyCheck(count: 150, input: text, text, slack) { source, target, slack in
            let (pattern, text, matches, exact) = Self.setUp(source, target)
            let got = EditDistance.pruned(pattern, text, matches: matches, bound: exact + slack)
            #expect(got == exact)
        }
    }

    @Test("the pruned sweep is exact with the bound a narrow band gives, on similar texts too")
    func narrowBandBound() async {
        let base = Gen.int(in: 0...3).array(of: 64...1500)
        let edits = Gen.int(in: 0...1_000_000).array(of: 0...300)
        let width = Gen.int(in: 0...200)
        await propertyCheck(count: 100, input: base, edits, width) { base, edits, width in
            let (source, target) = BandedDistancePropertyTests.pair(base: base, edits: edits, clustered: false)
            guard !source.isEmpty, !target.isEmpty else { return }
            let (pattern, text, matches, exact) = Self.setUp(source, target)
            let narrow = Band(pattern: pattern, text: text, limit: text.count - pattern.count + width)
            let bound = narrow.bound(matches: matches)
            #expect(bound >= exact)
            #expect(EditDistance.pruned(pattern, text, matches: matches, bound: bound) == exact)
        }
    }

    @Test("the pruned sweep agrees with a bound exactly at the distance on random long texts")
    func tightBound() async {
        let text = Gen.int(in: 0...30).array(of: 500...3000)
        await propertyCheck(count: 20, input: text, text) { source, target in
            let (pattern, text, matches, exact) = Self.setUp(source, target)
            #expect(EditDistance.pruned(pattern, text, matches: matches, bound: exact) == exact)
        }
    }
}

extension PrunedDistancePropertyTests {
    @Test("the automatic method takes the bounded, pruned sweep past 16,384 tokens and agrees with the full sweep")
    func automaticLong() async {
        let letter = Gen.int(in: 0...26)
        await propertyCheck(count: 3, input: letter.array(of: 16_400...17_000), letter.array(of: 16_400...18_000)) {
            source, target in
            let full = EditDistance.distance(from: source, to: target, method: .bitParallel)
            #expect(EditDistance.distance(from: source, to: target) == full)
        }
    }
}
