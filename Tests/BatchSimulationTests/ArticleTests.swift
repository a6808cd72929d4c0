import BatchModel
import BatchParsing
import BatchSimulation
import Testing

func simulate(
    _ source: String, old: [String] = ArticleExamples.items, new: Contents? = nil,
    options: SimulationOptions = SimulationOptions()
) throws -> Simulation {
    let script = try CallParser.parse(source, itemCount: old.count)
    return try Simulation(script, old: Contents(items: old), new: new, options: options)
}

@Suite struct ArticleTests {
    @Test(
        "examples 1 to 5 pass as written",
        arguments: [
            (ArticleExamples.one, "a b c d e f g h i"), (ArticleExamples.two, "a b c"),
            (ArticleExamples.three, "a b 👻 d e f"), (ArticleExamples.four, "a b d e f c"),
            (ArticleExamples.five, "d e f g h i"),
        ])
    func passing(source: String, expected: String) throws {
        let simulation = try simulate(source)
        #expect(simulation.verdict == .correct)
        #expect(simulation.new.description == expected)
        #expect(simulation.shown?.description == expected)
    }

    @Test("example 6 raises UIKit's exact text")
    func six() throws {
        let simulation = try simulate(ArticleExamples.six)
        let text = "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"
        guard case .raises(let exception, batch: 0) = simulation.verdict else {
            Issue.record("expected a raise in batch 0, got \(simulation.verdict)")
            return
        }
        #expect(exception.template == .insertItemRange && exception.message == text)
        #expect(simulation.verdict.exitCode == 3)
    }

    @Test("example 6 read as the student meant it gives the new data")
    func sixSequential() throws {
        let batch = try #require(try simulate(ArticleExamples.six).batches.first)
        #expect(batch.sequential.matchesNewData)
        #expect(batch.sequential.steps.count == 2)
        #expect(batch.sequential.groups(afterStep: 1)[0].cells.count == 9)
    }

    @Test("the corrected example 6 passes")
    func sixFixed() throws {
        let simulation = try simulate(ArticleExamples.sixFixed)
        #expect(simulation.verdict == .correct)
        let reading = try #require(simulation.batches.first?.uikit)
        #expect(reading.deletedItems == [2, 1, 0].map { IndexPath(item: $0, section: 0) })
        #expect(reading.insertedItems == [3, 4, 5].map { IndexPath(item: $0, section: 0) })
    }

    @Test("example 4's move carries c to the end, verified by replay")
    func fourReplay() throws {
        let batch = try #require(try simulate(ArticleExamples.four).batches.first)
        #expect(
            batch.uikit.movedItems == [Move(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 5, section: 0))])
        #expect(batch.shown?.description == "a b d e f c")
        #expect(batch.differences.isEmpty)
    }

    @Test("example 4 with the wrong target shows the wrong cells")
    func fourWrongTarget() throws {
        let source = ArticleExamples.four.replacingAll("IndexPath(item: 5", with: "IndexPath(item: 4")
        let simulation = try simulate(source)
        guard case .wrongContent(let differences) = simulation.verdict else {
            Issue.record("expected wrong content, got \(simulation.verdict)")
            return
        }
        #expect(differences.map(\.path.item) == [4, 5])
        #expect(simulation.verdict.exitCode == 4)
    }

    @Test("example 3's reload puts the ghost on screen; without it the old c stays")
    func threeReplay() throws {
        let batch = try #require(try simulate(ArticleExamples.three).batches.first)
        #expect(batch.uikit.reloadedItems.first?.after == IndexPath(item: 2, section: 0))
        #expect(batch.shown?.description == "a b 👻 d e f")
        let withoutReload = try simulate("items[2] = \"👻\"\ncollectionView.performBatchUpdates({ })")
        guard case .wrongContent(let differences) = withoutReload.verdict else {
            Issue.record("expected wrong content, got \(withoutReload.verdict)")
            return
        }
        #expect(
            differences == [
                ContentDifference(
                    path: IndexPath(item: 2, section: 0), shown: DataItem("c"), expected: DataItem("👻"),
                    kind: .wrongItem)
            ])
    }

    @Test("example 6's calls outside performBatchUpdates are two batches, and the first raises")
    func sixWithoutBatch() throws {
        let source = """
            let insertIndexPaths = Array(6…8).map { IndexPath(item: $0, section: 0) }
            collectionView.insertItems(at: insertIndexPaths)
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            """
        let script = try CallParser.parse(source)
        #expect(script.batches.count == 2)
        let simulation = try Simulation(
            script, old: Contents(items: ArticleExamples.items), new: Contents(items: ["d", "e", "f", "g", "h", "i"]))
        #expect(simulation.verdict.exitCode == 3)
    }
}
