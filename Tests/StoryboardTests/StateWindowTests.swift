import PropertyBased
import Testing

@testable import Storyboard

/// A step's state cut to a window: every cell is either shown once or counted once, in
/// order; the changed cells are always shown; short rows stay whole.
@Suite struct StateWindowTests {
    static let cases = zip(Gen.int(in: 0...60), Gen.int(in: 0...70).array(of: 0...4), Gen.int(in: 0...4))

    @Test("the pieces cover the row once, in order, and show every changed cell")
    func piecesCoverTheRow() async {
        await propertyCheck(count: 1000, input: Self.cases) { count, focus, radius in
            let window = StateWindow(radius: radius, whole: 8)
            let pieces = window.pieces(count: count, focus: focus)
            var next = 0
            var shown: Set<Int> = []
            for piece in pieces {
                switch piece {
                case .cells(let range):
                    #expect(range.lowerBound == next && !range.isEmpty)
                    shown.formUnion(range)
                    next = range.upperBound
                case .hidden(let hidden):
                    // A run of one is shown instead of counted.
                    #expect(hidden >= 2)
                    next += hidden
                }
            }
            #expect(next == count)
            if count > 0 {
                for position in focus {
                    #expect(shown.contains(min(position, count - 1)))
                }
            }
            if count <= 8 { #expect(shown.count == count) }
            // O(focus x radius) cells shown on a long row, whatever its length.
            if count > 8 { #expect(shown.count <= focus.count * (2 * radius + 1) + 2 * focus.count) }
        }
    }

    @Test("a long row around one change: the cells near it and two counts")
    func oneChange() {
        #expect(
            StateWindow.standard.pieces(count: 100, focus: [50]) == [.hidden(47), .cells(47..<54), .hidden(46)])
        #expect(StateWindow.standard.pieces(count: 9, focus: [3]) == [.cells(0..<9)])
        #expect(StateWindow.full.pieces(count: 100_000, focus: []) == [.cells(0..<100_000)])
        #expect(StateWindow.more(46).en == "… 46 more")
        #expect(StateWindow.more(46).ko == "… 46개 더")
    }
}
