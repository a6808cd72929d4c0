import Storyboard
import Testing

@testable import Render

@Suite struct StepperTests {
    static let question = Prompt(
        question: .same("kit -> kat?"), accepted: ["1"], hint: .same("one letter differs"), explanation: .same("i -> a")
    )
    static let frames = [
        Frame(panels: [], narration: .same("a")),
        Frame(panels: [], narration: .same("b"), prompt: question),
        Frame(panels: [], narration: .same("c")),
        Frame(panels: [], narration: .same("d")),
    ]

    func press(_ keys: [Key], from start: Int = 0) -> (Stepper, [Stepper.Outcome]) {
        var stepper = Stepper(frames: Self.frames, start: start)
        let outcomes = keys.map { stepper.handle($0) }
        return (stepper, outcomes)
    }

    @Test("right, l and space go on; left and h go back; the ends hold")
    func moving() {
        let (stepper, outcomes) = press([.right, .left, .left, .character("l")])
        #expect(outcomes == [.redraw, .redraw, .unchanged, .redraw])
        #expect(stepper.index == 1)
        let (atEnd, endOutcomes) = press([.character("G"), .character("l"), .character("h"), .home], from: 2)
        #expect(endOutcomes == [.redraw, .unchanged, .redraw, .redraw])
        #expect(atEnd.index == 0)
    }

    @Test("on a question, letters type the answer and Enter checks it")
    func answering() {
        let (stepper, outcomes) = press([.right, .character("l"), .backspace, .character("1"), .enter])
        #expect(stepper.index == 1)
        #expect(outcomes.last == .redraw)
        #expect(stepper.answers[1] == .checked(given: "1", correct: true))
        #expect(!stepper.isWaitingForAnswer)
        let (wrong, _) = press([.right, .character("2"), .enter])
        #expect(wrong.answers[1] == .checked(given: "2", correct: false))
    }

    @Test("on a question, ? shows the hint; elsewhere it shows the keys")
    func hintAndKeys() {
        let (onQuestion, _) = press([.right, .character("?")])
        #expect(onQuestion.hintsShown == [1])
        #expect(!onQuestion.showsKeys)
        let (elsewhere, outcomes) = press([.character("?"), .character("x")])
        #expect(outcomes == [.redraw, .redraw])
        #expect(!elsewhere.showsKeys)
        #expect(elsewhere.index == 0)
    }

    @Test("q quits on an empty answer and types otherwise; Ctrl-C always quits")
    func quitting() {
        #expect(press([.character("q")]).1 == [.quit])
        let (typing, outcomes) = press([.right, .character("x"), .character("q"), .interrupt])
        #expect(outcomes == [.redraw, .redraw, .redraw, .quit])
        #expect(typing.typed == "xq")
    }

    @Test("play advances on ticks, waits at an unanswered question, stops at the end")
    func playing() {
        var stepper = Stepper(frames: Self.frames)
        _ = stepper.handle(.character("p"))
        #expect(stepper.tick() == .redraw)
        #expect(stepper.index == 1)
        #expect(stepper.tick() == .unchanged)
        _ = stepper.handle(.character("1"))
        _ = stepper.handle(.enter)
        #expect(!stepper.isPlaying)
        _ = stepper.handle(.character("p"))
        _ = stepper.handle(.character("+"))
        #expect(stepper.interval < Stepper.intervals[2])
        #expect(stepper.tick() == .redraw)
        #expect(stepper.tick() == .redraw)
        #expect(stepper.tick() == .redraw)
        #expect(!stepper.isPlaying)
        #expect(stepper.index == 3)
    }
}

@Suite struct KeyDecoderTests {
    @Test("escape sequences, UTF-8 and control bytes decode to keys")
    func decoding() {
        var decoder = KeyDecoder()
        let bytes: [UInt8] = [0x1B, 0x5B, 0x43, 0x1B, 0x4F, 0x48, 0x1B, 0x5B, 0x34, 0x7E, 0x71, 0x0D, 0x7F, 0x03]
        #expect(decoder.feed(bytes) == [.right, .home, .end, .character("q"), .enter, .backspace, .interrupt])
        #expect(decoder.feed(Array("가".utf8)) == [.character("가")])
    }

    @Test("half a sequence waits for the rest; a lone ESC at the end of a read is Escape")
    func splitReads() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x5B], isEndOfRead: false) == [])
        #expect(decoder.feed([0x44]) == [.left])
        #expect(decoder.feed([0x1B]) == [.escape])
    }
}
