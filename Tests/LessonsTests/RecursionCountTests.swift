import Storyboard
import Testing

@testable import Lessons

/// The kit -> kat lesson's "how many calls" counts the calls of a real recursion.
@Suite struct RecursionCountTests {
    /// Counts the calls of the plain recursion by making them.
    static func madeCalls(_ m: Int, _ n: Int) -> Int {
        var calls = 0
        func d(_ i: Int, _ j: Int) {
            calls += 1
            guard i > 0, j > 0 else { return }
            d(i - 1, j)
            d(i, j - 1)
            d(i - 1, j - 1)
        }
        d(m, n)
        return calls
    }

    @Test("the count equals the calls a plain recursion makes", arguments: 0...5, 0...5)
    func countMatchesRecursion(m: Int, n: Int) {
        #expect(RecursionCount.calls(m, n) == Self.madeCalls(m, n))
    }

    @Test("two 3-letter words: 94 calls for 4 x 4 = 16 pairs, in both languages")
    func lessonSaysTheCount() throws {
        let lesson = try #require(Curriculum.lessons().first { $0.id == "kit-kat" })
        let frame = try #require(lesson.frames.first { $0.narration.en.contains("calls in all") })
        #expect(frame.narration.en.contains("94 calls in all"))
        #expect(frame.narration.en.contains("4 × 4 = 16 different pairs"))
        #expect(frame.narration.ko.contains("호출이 94번"))
        #expect(frame.narration.ko.contains("4 × 4 = 16개"))
    }
}
