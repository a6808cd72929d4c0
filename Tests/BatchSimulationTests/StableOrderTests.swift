import PropertyBased
import Testing

@testable import BatchModel

/// `StableOrder`, the one sort the batch modules share, against the plain definition: order
/// by the keys compared left to right, equal keys in their first order.
@Suite struct StableOrderTests {
    struct Case: Sendable, CustomStringConvertible {
        var keys: [Int]
        var width: Int
        var descending: Bool
        var description: String { "keys \(keys) width \(width) descending \(descending)" }

        /// The elements' key tuples, in element order.
        var tuples: [[Int]] {
            (0..<keys.count / width).map { Array(keys[($0 * width)..<($0 * width + width)]) }
        }
    }

    // Few distinct keys, so ties are common and stability shows.
    static let cases = PropertyBased.zip(Gen.int(in: 0...3).array(of: 0...24), Gen.int(in: 1...3), Gen.bool)
        .map { Case(keys: $0, width: $1, descending: $2) }

    @Test("positions orders by the keys, left to right, and keeps equal elements in their order")
    func positions() async {
        await propertyCheck(count: 500, input: Self.cases) { c in
            let tuples = c.tuples
            let expected = tuples.indices.sorted { a, b in
                if tuples[a] != tuples[b] {
                    return c.descending
                        ? tuples[b].lexicographicallyPrecedes(tuples[a])
                        : tuples[a].lexicographicallyPrecedes(tuples[b])
                }
                return a < b
            }
            #expect(StableOrder.positions(keys: c.keys, width: c.width, descending: c.descending) == expected)
        }
    }

    @Test("distinct keeps the first element of each key, in element order")
    func distinct() async {
        await propertyCheck(count: 500, input: Self.cases) { c in
            let tuples = c.tuples
            let expected = tuples.indices.filter { index in !tuples[..<index].contains(tuples[index]) }
            #expect(StableOrder.distinct(keys: c.keys, width: c.width) == expected)
        }
    }

    @Test("index paths in UIKit's order, by section then item, and reversed")
    func indexPaths() {
        let paths = [IndexPath(item: 2, section: 1), IndexPath(item: 0, section: 1), IndexPath(item: 5, section: 0)]
        #expect(IndexPath.ordered(paths) == [paths[2], paths[1], paths[0]])
        #expect(IndexPath.ordered(paths, descending: true) == [paths[0], paths[1], paths[2]])
    }
}
