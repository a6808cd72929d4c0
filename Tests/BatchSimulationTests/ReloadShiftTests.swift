import PropertyBased
import Testing

@testable import BatchSimulation

/// A reload's target is found by halving the sorted deletes and inserts (O(log n) each, so a
/// batch of thousands of reloads stays near linear); it must be where walking them one by
/// one, as UIKit's reading does (reference 1.5a), puts it.
@Suite struct ReloadShiftTests {
    static let positions = Gen.int(in: 0...30).array(of: 0...12).map { Array(Set($0)).sorted() }

    @Test("countBelow counts the sorted values below the index")
    func countBelow() async {
        await propertyCheck(count: 300, input: Self.positions, Gen.int(in: 0...35)) { sorted, value in
            #expect(Validator.countBelow(value, in: sorted) == sorted.count { $0 < value })
        }
    }

    @Test("shifted is the walk over the ascending inserts, each at or before the index so far pushing it on")
    func shifted() async {
        await propertyCheck(count: 300, input: Self.positions, Gen.int(in: 0...35)) { inserted, start in
            var walked = start
            for position in inserted where position <= walked { walked += 1 }
            #expect(Validator.shifted(start, by: inserted) == walked)
        }
    }
}
