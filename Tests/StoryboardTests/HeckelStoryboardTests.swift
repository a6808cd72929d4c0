import Testing

@testable import DiffEngine
@testable import Storyboard

@Suite struct HeckelStoryboardTests {
    static let braces = HeckelStoryboard(
        old: ["{", "x", "}", "{", "y", "}"], new: ["{", "y", "}", "{", "x", "}"], asksForFewestMoves: true)

    @Test("symbols, arrays, passes 3 to 6, changes, Heckel's moves, the fewest")
    func frameOrder() {
        let frames = Self.braces.frames
        #expect(frames.count == 2 + 4 + 3)
        #expect(
            frames.map { $0.title?.en ?? "" }.prefix(3) == [
                "Passes 1 and 2: the symbol table", "OA and NA", "Pass 3: link items unique on both sides",
            ])
        #expect(frames.compactMap(\.prompt).count == 1)
        #expect(frames[7].prompt?.accepts("2") == true)
    }

    @Test("each pass narrates its links with their reason, and the arrays show them")
    func passes() {
        let frames = Self.braces.frames
        #expect(frames[2].narration.en.contains("x: OC = NC = 1, old 1 ↔ new 4."))
        #expect(frames[3].narration.en.contains("After old 1 ↔ new 4, both next lines are }: old 2 ↔ new 5."))
        #expect(frames[5].narration.en.contains("old 3 ↔ new 3"))
        // OA after pass 3: x (old 1) holds its new line 4, freshly linked.
        let oa = frames[2].panels[0]
        #expect(oa[1, 1] == Panel.Cell("4", roles: [.matched, .current]))
        #expect(oa[1, 0] == Panel.Cell("#0"))
    }

    @Test("Heckel's moves against the fewest, with the arithmetic")
    func moves() {
        let frames = Self.braces.frames
        #expect(frames[7].narration.en.contains("That makes 4 moves"))
        #expect(frames[8].narration.en.contains("6 - 4 = 2"))
        let plain = HeckelStoryboard(old: ["a", "b"], new: ["b", "a"])
        #expect(plain.frames.allSatisfy { $0.prompt == nil })
    }

    @Test("the braces storyboard matches the reviewed text in both languages")
    func expected() throws {
        try ExpectedText.check(Self.braces.frames, heading: .same("{ x } { y } → { y } { x }"), name: "heckel-braces")
    }

    @Test("past the search's budget the fewest moves are not asked, and the note the command line gives is told")
    func notMinimalIsTold() {
        let old = (0..<3_000).map { "w\($0 % 50)" }
        let new = (0..<3_000).map { "w\(($0 * 7) % 50)" }
        let cut = HeckelStoryboard(
            trace: HeckelTrace(old: old, new: new, moves: .optimal, budget: 10_000),
            heckelTrace: HeckelTrace(old: old, new: new, moves: .heckel, budget: 10_000), asksForFewestMoves: true)
        let frames = cut.frames
        #expect(frames.allSatisfy { $0.prompt == nil })
        let note = ListDiffWords.notMinimal(shortestScript: false)
        #expect(frames.last?.narration.en.hasSuffix(note.en) == true)
        #expect(frames.last?.narration.ko.hasSuffix(note.ko) == true)
        #expect(note.en.hasPrefix("not minimal"))
        #expect(!Self.braces.frames.contains { $0.narration.en.contains(note.en) })
    }
}
