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

    @Test("ASCII strings of every length around the 8-byte words hash by their bytes and number right")
    func asciiStrings() async {
        // Short alphabets make repeats; lengths 0...40 cover empty, under 8, whole words and tails.
        let letter = Gen.int(in: 0...2).map { ["a", "b", "-"][$0] }
        let word = letter.array(of: 0...40).map { $0.joined() }
        await propertyCheck(count: 200, input: word.array(of: 0...80), word.array(of: 0...80)) { first, second in
            Self.check(first, second)
        }
    }

    @Test("a string equal to an ASCII one without being ASCII (the Kelvin sign, Greek question mark) shares its number")
    func canonicalEquivalents() {
        // "\u{212A}" == "K" and "\u{037E}" == ";" in Swift (canonical equivalence): byte hashes
        // alone would tell them apart, so a non-ASCII item sends the whole list to `hashValue`.
        let first = ["K", "abc", ";", "K"]
        let second = ["\u{212A}", "\u{037E}", "abc", "x"]
        Self.check(first, second)
        let numbers = SymbolNumbering(first, second)
        #expect(numbers.second[0] == numbers.first[0] && numbers.second[1] == numbers.first[2])
    }

    @Test("the byte hash is nil for non-ASCII strings and equal for equal ASCII strings")
    func byteHash() {
        let hash = StringHash(seed: 42)
        #expect(hash.ascii("\u{212A}") == nil && hash.ascii("caf\u{E9}") == nil)
        let long = String(repeating: "0123456789ABCDEF-", count: 3)
        #expect(hash.ascii(long) == hash.ascii(String(long.reversed().reversed())))
        #expect(hash.ascii("") != hash.ascii("\u{0}"))
        #expect(hash.ascii("abcdefgh") != hash.ascii("abcdefghi"))
    }
}
