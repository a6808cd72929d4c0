import BatchModel
import BatchSimulation
import Storyboard
import Testing

@Suite struct BatchStoryboardTests {
    /// The article's example 6: append g h i, remove the first three, then insert 6...8 and
    /// delete 0...2 in one batch.
    static func example6() throws -> BatchStoryboard {
        let paths = { (items: ClosedRange<Int>) in items.map { IndexPath(item: $0, section: 0) } }
        let batch = BatchUpdate([.insertItems(paths(6...8)), .deleteItems(paths(0...2))])
        let simulation = try Simulation(
            CallScript(batch: batch), old: Contents(items: ["a", "b", "c", "d", "e", "f"]),
            new: Contents(items: ["d", "e", "f", "g", "h", "i"]))
        return BatchStoryboard(simulation: try #require(simulation.batches.first))
    }

    @Test("example 6 ends in UIKit's text: insert item 6 into a section of 6")
    func crash() throws {
        let frames = try Self.example6().frames
        let last = try #require(frames.last)
        #expect(
            last.narration.en.contains(
                "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"))
        #expect(last.panels.first?[0, 6]?.roles == [.error])
    }

    @Test("example 6 frames match the reviewed text in both languages")
    func expected() throws {
        try ExpectedText.check(try Self.example6().frames, heading: .same("example 6"), name: "example-6")
    }
}
