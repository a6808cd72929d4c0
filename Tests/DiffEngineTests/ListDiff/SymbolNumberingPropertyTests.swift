import PropertyBased
import Testing

@testable import DiffEngine

/// A key whose hash is one of `buckets` values: many different keys share a hash, so the
/// table must compare keys, not trust hashes.
private struct Clashing: Hashable {
    let value: Int
    let buckets: Int
    func hash(into hasher: inout Hasher) { hasher.combine(value % buckets) }
}

@Suite struct SymbolNumberingPropertyTests {
    /// Checks equal items <-> equal numbers, numbers dense in order of first appearance.
    static func check<Item: Hashable>(_ first: [Item], _ second: [Item]) {
        let numbers = SymbolNumbering(first, second)
        let items = first + second
        let symbols = numbers.first + numbers.second
        #expect(numbers.first.count == first.count && numbers.second.count == second.count)
        var seen: [Item: Int] = [:]
        for (item, symbol) in zip(items, symbols) {
            let expected = seen[item] ?? seen.count
            seen[item] = expected
            #expect(symbol == expected)
        }
        #expect(numbers.count == seen.count)
    }

    @Test("equal items get equal numbers, counted from 0 in order of first appearance")
    func strings() async {
        let words = ["a", "b", "한", "", "ab", "ba", "e\u{301}", "\u{E9}"]
        let word = Gen.int(in: 0...(words.count - 1)).map { words[$0] }
        await propertyCheck(count: 300, input: word.array(of: 0...60), word.array(of: 0...60)) { first, second in
            Self.check(first, second)
        }
    }

    @Test("keys whose hashes collide are still told apart")
    func collisions() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...50).array(of: 0...80), Gen.int(in: 0...50).array(of: 0...80),
            Gen.int(in: 1...4)
        ) { first, second, buckets in
            Self.check(
                first.map { Clashing(value: $0, buckets: buckets) },
                second.map { Clashing(value: $0, buckets: buckets) })
        }
    }

    @Test("more items than one batch of probes, with repeats across batches")
    func large() {
        let first = (0..<5000).map { $0 % 1237 }
        let second = (0..<3000).map { ($0 * 7) % 2003 }
        Self.check(first, second)
        Self.check(first.map(String.init), second.map(String.init))
    }
}
