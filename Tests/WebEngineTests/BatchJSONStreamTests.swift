import BatchModel
import BatchParsing
import BatchSimulation
import Render
import Testing

/// `batch --format json` is written a step at a time (`BatchJSON.write`); its text must be the
/// whole tree's, byte for byte, and no piece may hold more than one step.
@Suite struct BatchJSONStreamTests {
    static func simulation(_ calls: String, old: String = "a b c d e f", new: String? = nil) throws -> Simulation {
        try Simulation(
            CallParser.parse(calls), old: Contents(parsing: old), new: new.map { try Contents(parsing: $0) })
    }

    static let cases: [(calls: String, new: String?)] = [
        ("insert 6 7 8\ndelete 0 1 2", "d e f g h i"),
        ("delete 0\n---\ninsert 0\nmove 1 2", nil),
        ("{}", nil),
        ("insert section 1\nreload 2\nmove section 0 1", nil),
        ("", nil),
        (
            "collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 9, section: 0)]) })",
            nil
        ),
    ]

    @Test("the streamed text is the whole tree's, edits and full states, for every shape of batch")
    func streamedIsTheTree() throws {
        for (calls, new) in Self.cases {
            let simulation = try Self.simulation(calls, new: new)
            for full in [false, true] {
                var pieces: [String] = []
                BatchJSON.write(simulation, fullStates: full) { pieces.append($0) }
                let whole = BatchJSON.render(simulation, sequential: full ? BatchJSON.fullStates : BatchJSON.edits)
                #expect(pieces.joined() == whole.serialized(), "\(calls) full \(full)")
            }
        }
    }

    @Test("10,000 inserts: the text is the tree's and comes out one step a piece")
    func longBatchComesInPieces() throws {
        let calls = (1...10_000).map { "insert \($0)" }.joined(separator: "\n")
        let simulation = try Self.simulation(calls, old: "a")
        var pieces: [String] = []
        BatchJSON.write(simulation, fullStates: false) { pieces.append($0) }
        // Each step (the only objects with "edits") is a piece of its own, made when written.
        #expect(pieces.filter { $0.contains("\"edits\":") }.count == 10_000)
        #expect(pieces.allSatisfy { !$0.contains("\"edits\":") || $0.utf8.count < 400 })
        #expect(pieces.joined() == BatchJSON.render(simulation).serialized())
    }
}
