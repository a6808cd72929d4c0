import Storyboard
import TestSupport
import Testing

@Suite struct PromptReadingTests {
    @Test("the tutorial accepts what the grader reads: the shared forgiving cases", arguments: ForgivingCases.all)
    func sharedCases(input: String, expected: String?) {
        guard let expected, expected != "?" else {
            let prompt = Prompt(
                question: .same("?"), accepted: ["2i 1d", "3"], hint: .same(""), explanation: .same(""))
            #expect(!prompt.accepts(input), "\(input)")
            return
        }
        let prompt = Prompt(question: .same("?"), accepted: [expected], hint: .same(""), explanation: .same(""))
        #expect(prompt.accepts(input), "\(input)")
    }

    @Test("a notation in another order or spelling is not another answer's value")
    func notSameCounts() {
        let prompt = Prompt(question: .same("?"), accepted: ["2i 1d"], hint: .same(""), explanation: .same(""))
        #expect(!prompt.accepts("1i 2d"))
        #expect(!prompt.accepts("3"))
        #expect(prompt.accepts("1d 2i"))
    }

    @Test("words are compared with full-width letters folded and case ignored")
    func words() {
        let prompt = Prompt(question: .same("?"), accepted: ["yes"], hint: .same(""), explanation: .same(""))
        #expect(prompt.accepts("ＹＥＳ"))
        #expect(prompt.accepts("  Yes "))
    }
}
