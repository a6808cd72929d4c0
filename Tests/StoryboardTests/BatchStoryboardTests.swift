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

    @Test("a batch over two sections draws both, each caption naming its section, every frame")
    func twoSections() throws {
        let batch = BatchUpdate([
            .deleteItems([IndexPath(item: 0, section: 1)]), .insertItems([IndexPath(item: 2, section: 0)]),
        ])
        let simulation = try Simulation(
            CallScript(batch: batch), old: Contents(parsing: "A: a b | B: c d"),
            new: Contents(parsing: "A: a b x | B: d"))
        let frames = BatchStoryboard(simulation: try #require(simulation.batches.first)).frames
        // start: two sections before and two after; then each call, deletes, inserts, the end.
        #expect(frames.first?.panels.count == 4)
        for frame in frames.dropFirst() { #expect(frame.panels.count == 2, "\(frame.title?.en ?? "")") }
        #expect(
            frames.first?.narration.en.contains("The screen shows 4 items; the data source already holds 4") == true)
        let deletes = try #require(frames.first { $0.title?.en == "UIKit: deletes first" })
        #expect(deletes.panels[1][0, 0]?.roles == [.deleted])
        #expect(deletes.panels[0][0, 0]?.roles == [])
        #expect(deletes.narration.en.contains("before-indexes: 1:0. That leaves 3 items."))
        #expect(deletes.panels[1].caption?.en == "section 1 · before the batch (on screen)")
        let inserts = try #require(frames.first { $0.title?.en == "UIKit: then inserts" })
        #expect(inserts.panels[0][0, 2]?.roles == [.inserted])
        #expect(inserts.narration.en.contains("Items after the batch (per section): 0: 3 (0...2), 1: 1 (0...0)."))
        let end = try #require(frames.last)
        #expect(end.narration.en.contains("a b x | d"))
        #expect(end.panels.map { $0.cells[0].map(\.text) } == [["a", "b", "x"], ["d"]])
    }

    @Test("a deleted section is shaded whole in UIKit's deletes, and the count left says so")
    func deletedSection() throws {
        let simulation = try Simulation(
            CallScript(batch: BatchUpdate([.deleteSections([0])])), old: Contents(parsing: "A: a b | B: c d"),
            new: Contents(parsing: "B: c d"))
        let frames = BatchStoryboard(simulation: try #require(simulation.batches.first)).frames
        let deletes = try #require(frames.first { $0.title?.en == "UIKit: deletes first" })
        #expect(deletes.panels[0].cells[0].map(\.roles) == [[.deleted], [.deleted]])
        #expect(deletes.panels[1].cells[0].map(\.roles) == [[], []])
        #expect(deletes.narration.en.contains("That leaves 2 items."))
        #expect(deletes.narration.en.contains("in before-indexes: delete section 0. That leaves 2 items."))
        #expect(deletes.narration.ko.contains("배치 전 인덱스로 처리합니다: delete section 0. 남는 것은 2개입니다."))
        #expect(!deletes.narration.en.contains("none") && !deletes.narration.ko.contains("없음"))
    }

    @Test("deleted items and a deleted section are named together in UIKit's deletes")
    func deletedItemsAndSection() throws {
        let simulation = try Simulation(
            CallScript(batch: BatchUpdate([.deleteSections([1]), .deleteItems([IndexPath(item: 0, section: 0)])])),
            old: Contents(parsing: "A: a b c | B: d e"), new: Contents(parsing: "A: b c"))
        let frames = BatchStoryboard(simulation: try #require(simulation.batches.first)).frames
        let deletes = try #require(frames.first { $0.title?.en == "UIKit: deletes first" })
        #expect(deletes.narration.en.contains("in before-indexes: 0, delete section 1. That leaves 2 items."))
        #expect(deletes.narration.ko.contains("처리합니다: 0, delete section 1. 남는 것은 2개입니다."))
    }
}
