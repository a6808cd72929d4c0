import DiffEngine
import Storyboard
import TestSupport
import Testing

@Suite struct TraceStoryboardOriginTests {
    @Test("every shown value carries where it came from, by hand for kit -> kat; hidden and pending cells carry none")
    func kitKat() throws {
        let storyboard = try TraceStoryboardTests.kitKat()
        let final = try #require(storyboard.frames.last?.panels.first)
        // Checked by hand: row 0 inserts, column 0 deletes, k = k a match, i vs a a
        // substitution, i vs t ties diagonal 1 and left 1 (deepdiff takes the insert).
        #expect(final[0, 0]?.origin == nil)
        #expect(final[0, 3]?.origin == .init(chosen: .insert, ties: .insert))
        #expect(final[3, 0]?.origin == .init(chosen: .delete, ties: .delete))
        #expect(final[1, 1]?.origin == .init(chosen: .match, ties: .match))
        #expect(final[2, 2]?.origin == .init(chosen: .substitute, ties: .substitute))
        #expect(final[2, 3]?.origin?.chosen == .insert)
        #expect(final[2, 3]?.origin?.others == [.substitute])
        let question = try #require(storyboard.frames.first { $0.prompt != nil }?.panels.first)
        let hidden = question.cells.joined().filter { $0.text == "?" }
        #expect(hidden.count == 1 && hidden.allSatisfy { $0.origin == nil })
        #expect(question.cells.joined().filter { $0.roles.contains(.pending) }.allSatisfy { $0.origin == nil })
        // Nor does a question mark the chosen neighbour: that would say which is the smallest.
        #expect(!question.cells.joined().contains { $0.roles.contains(.chosen) })
        #expect(
            storyboard.frames.contains { frame in
                frame.panels.contains { $0.cells.joined().contains { $0.roles.contains(.chosen) } }
            })
    }

    @Test("over random words, each origin is the trace's decision and its cost adds up from the neighbour")
    func random() throws {
        var random = SplitMix64(seed: 18)
        for _ in 0..<40 {
            let word = {
                String(
                    (0..<Int.random(in: 1...6, using: &random)).map { _ in "abc".randomElement(using: &random) ?? "a" })
            }
            let trace = try Trace(
                source: TokenUnit.grapheme.tokens(of: word()), target: TokenUnit.grapheme.tokens(of: word()))
            let table = try #require(TraceStoryboard(trace: trace).frames.last?.panels.first)
            for row in 0..<trace.rows {
                for column in 0..<trace.columns where row + column > 0 {
                    let origin = try #require(table[row, column]?.origin)
                    #expect(origin.chosen == trace.chosen(row: row, column: column))
                    for operation in origin.ties.operations {
                        let (r, c) =
                            switch operation {
                            case .match, .substitute: (row - 1, column - 1)
                            case .insert: (row, column - 1)
                            case .delete: (row - 1, column)
                            }
                        let step = operation == .match ? 0 : 1
                        #expect(trace.cost(row: r, column: c) + step == trace.cost(row: row, column: column))
                    }
                }
            }
        }
    }
}
