import Storyboard
import Testing

@testable import Render

/// Predict steps in the state machine: asking before a skip, typing, checking, and what the
/// screen shows for each state.
@Suite struct StepperQuestionTests {
    static let frames = StepperTests.frames

    func press(_ keys: [Key], from start: Int = 0) -> (Stepper, [Stepper.Outcome]) {
        var stepper = Stepper(frames: Self.frames, start: start)
        let outcomes = keys.map { stepper.handle($0) }
        return (stepper, outcomes)
    }

    @Test("Right on an unanswered question asks once, then skips", arguments: [Key.right, .character(" "), .down])
    func askBeforeSkipping(key: Key) {
        let (asked, outcomes) = press([.right, key])
        #expect(outcomes == [.redraw, .redraw])
        #expect(asked.index == 1)
        #expect(asked.isAskingToSkip)
        let (skipped, _) = press([.right, key, key])
        #expect(skipped.index == 2)
        #expect(!skipped.isAskingToSkip)
        #expect(skipped.answers[1] == nil)
    }

    @Test("Enter on an empty answer asks but never skips; typing clears the question")
    func enterOnNothing() {
        let (stepper, outcomes) = press([.right, .enter, .enter, .character("1")])
        #expect(outcomes == [.redraw, .redraw, .unchanged, .redraw])
        #expect(stepper.index == 1)
        #expect(!stepper.isAskingToSkip)
        #expect(stepper.typed == "1")
    }

    @Test("Left, Home and End still move from an unanswered question; asking is forgotten")
    func leavingBack() {
        let (stepper, _) = press([.right, .right, .left])
        #expect(stepper.index == 0)
        #expect(!stepper.isAskingToSkip)
        let (back, _) = press([.right, .left, .right, .right])
        #expect(back.index == 1, "coming back, the question asks again before a skip")
    }

    @Test("digits and letters on a frame without a question change nothing")
    func typingElsewhere() {
        let (stepper, outcomes) = press([.character("9"), .character("x"), .backspace, .tab])
        #expect(outcomes == [.unchanged, .unchanged, .unchanged, .unchanged])
        #expect(stepper.index == 0)
        #expect(stepper.answers.isEmpty)
        #expect(stepper.typed.isEmpty)
    }

    @Test("after checking, Right goes on at once and r answers again")
    func afterChecking() {
        let (next, _) = press([.right, .character("2"), .enter, .right])
        #expect(next.index == 2)
        #expect(next.answers[1] == .checked(given: "2", correct: false))
        let (again, _) = press([.right, .character("2"), .enter, .character("r"), .character("1"), .enter])
        #expect(again.answers[1] == .checked(given: "1", correct: true))
    }

    static let screen = StepperScreen(language: .en, colors: false, width: 60, height: 12)
    static let heading = StepHeading(place: .same("Lesson 1/8"), title: .same("Title"), step: 1, steps: 2)

    func screenText(_ keys: [Key], frames: [Frame] = frames) -> [String] {
        var stepper = Stepper(frames: frames)
        for key in keys { _ = stepper.handle(key) }
        return Self.screen.lines(stepper, frame: frames[stepper.index], heading: Self.heading)
    }

    @Test("the screen shows the question, the typed answer, the request to answer, the verdict")
    func questionScreen() {
        let typing = screenText([.right, .right, .character("7")])
        #expect(typing.contains("? kit -> kat?"))
        #expect(typing.contains("> 7_"))
        #expect(!typing.contains { $0.contains("press → again") }, "typing clears the request")
        #expect(screenText([.right, .right]).contains { $0.contains("press → again to skip") })
        let wrong = screenText([.right, .character("7"), .enter]).joined(separator: "\n")
        #expect(wrong.contains("Not quite: the answer is 1.\ni -> a"))
        let right = screenText([.right, .character("?"), .character("1"), .enter]).joined(separator: "\n")
        #expect(right.contains("Hint: one letter differs"))
        #expect(right.contains("Right!\ni -> a"))
    }

    @Test("every screen is exactly the window's height, so a redraw leaves no stale line", arguments: [0, 3, 40])
    func fullHeight(lines: Int) {
        let tall = (0..<lines).map { "line \($0)" }.joined(separator: " ")
        let frames = [
            Frame(panels: [], narration: .same(tall), prompt: StepperTests.question),
            Frame(panels: [], narration: .same("x")),
        ]
        for keys in [[], [Key.character("1"), .enter], [.character("?")], [.right]] {
            let lines = screenText(keys, frames: frames)
            #expect(lines.count == 12)
            #expect(lines.contains("? kit -> kat?"), "the question survives a small window")
        }
        #expect(screenText([.character("?")], frames: [Frame(panels: [], narration: .same("x"))]).count == 12)
    }

    @Test("with colour on, the verdict is painted, never escaped")
    func colouredVerdict() {
        var stepper = Stepper(frames: Self.frames)
        for key in [Key.right, .character("1"), .enter] { _ = stepper.handle(key) }
        let screen = StepperScreen(language: .ko, colors: true, width: 60, height: 12)
        let text = screen.lines(stepper, frame: Self.frames[1], heading: Self.heading).joined(separator: "\n")
        #expect(text.contains("\u{1B}["))
        #expect(!text.contains("\\u{1B}"))
        #expect(text.contains("맞았습니다!"))
    }

    @Test("the top line says the lesson, the step in it, and the step overall when they differ")
    func headingLine() {
        #expect(Self.heading.text(index: 2, of: 9, in: .en) == "Lesson 1/8 · step 2/2 · overall 3/9 · Title")
        #expect(Self.heading.text(index: 1, of: 2, in: .ko) == "Lesson 1/8 · 단계 2/2 · Title")
    }
}
