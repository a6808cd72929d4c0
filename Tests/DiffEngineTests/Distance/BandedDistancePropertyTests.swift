import DiffEngine
import PropertyBased
import Testing

/// Long texts and a few edits, so the band is narrower than the table and must double.
@Suite struct BandedDistancePropertyTests {
    /// A text over `alphabet` letters, and the same text after `edits` (position, kind, letter
    /// triples folded into one integer each); `clustered` puts every edit near the end, so the
    /// sampled first band is too narrow and has to double.
    static func pair(base: [Int], edits: [Int], clustered: Bool) -> ([Int], [Int]) {
        var target = base
        for edit in edits where !target.isEmpty {
            let spread = clustered ? min(target.count, 40) : target.count
            let position = target.count - spread + edit % spread
            switch (edit / 7919) % 3 {
            case 0: target.remove(at: position)
            case 1: target.insert(edit % 5, at: position)
            default: target[position] = (target[position] + 1) % 5
            }
        }
        return (base, target)
    }

    @Test("banded distance equals the full bit-parallel and two-row distances")
    func bandedEqualsFull() async {
        let base = Gen.int(in: 0...3).array(of: 200...2600)
        let edits = Gen.int(in: 0...1_000_000).array(of: 0...80)
        await propertyCheck(count: 60, input: base, edits, Gen.bool) { base, edits, clustered in
            let (source, target) = Self.pair(base: base, edits: edits, clustered: clustered)
            let full = EditDistance.distance(from: source, to: target, method: .bitParallel)
            #expect(EditDistance.distance(from: source, to: target, method: .banded) == full)
            #expect(EditDistance.distance(from: target, to: source, method: .banded) == full)
            #expect(EditDistance.distance(from: source, to: target) == full)
        }
    }

    @Test("banded distance is exact on unrelated texts, where the band grows to the whole table")
    func bandedUnrelated() async {
        let text = Gen.int(in: 0...5).array(of: 0...1500)
        await propertyCheck(count: 40, input: text, text) { source, target in
            let full = EditDistance.distance(from: source, to: target, method: .twoRow)
            #expect(EditDistance.distance(from: source, to: target, method: .banded) == full)
        }
    }
}
