import PropertyBased
import Testing
import WebEngine

/// The page asks `trace_step` for every frame it shows; the engine's parts keep the frames of
/// the last texts between calls (`TraceStepMemo`). A kept memo never changes an answer: any
/// run of calls, over changing texts, options and languages, answers as fresh calls do.
@Suite struct TraceStepMemoTests {
    static let texts: [(String, String)] = [("kit", "kat"), ("kitten", "sitting"), ("한글", "한국"), ("", "ab")]

    @Test("a run of trace_step calls through one memo answers as calls without it")
    func aMemoNeverChangesAnAnswer() async {
        let call = zip(
            Gen.int(in: 0...(Self.texts.count - 1)), Gen.oneOf(Gen.always("en"), Gen.always("ko")),
            Gen.oneOf(Gen.always(""), Gen.always("ops"), Gen.always("x")), Gen.int(in: 0...60))
        await propertyCheck(input: call.array(of: 1...12)) { calls in
            var memo: WebEngine.TraceStepMemo? = nil
            for (pair, language, notation, step) in calls {
                let (source, target) = Self.texts[pair]
                let kept = WebEngine.traceStep(
                    source: source, target: target, unit: "", tieBreak: "", notation: notation, language: language,
                    step: String(step), memo: &memo)
                let fresh = WebEngine.traceStep(
                    source: source, target: target, unit: "", tieBreak: "", notation: notation, language: language,
                    step: String(step))
                #expect(kept == fresh)
            }
        }
    }

    @Test func theMemoHoldsTheLastTextsFrames() {
        var memo: WebEngine.TraceStepMemo? = nil
        let first = WebEngine.traceStep(
            source: "kit", target: "kat", unit: "", tieBreak: "", notation: "", language: "en", step: "16",
            memo: &memo)
        #expect(memo != nil)
        #expect(first.hasPrefix(#"{"n":"#))
        // Other texts replace the memo's frames: kitten -> sitting has more than 16 frames.
        let other = WebEngine.traceStep(
            source: "kitten", target: "sitting", unit: "", tieBreak: "", notation: "", language: "en", step: "17",
            memo: &memo)
        #expect(other.hasPrefix(#"{"n":"#))
        let back = WebEngine.traceStep(
            source: "kit", target: "kat", unit: "", tieBreak: "", notation: "", language: "en", step: "17",
            memo: &memo)
        #expect(back == #"{"error":"invalid step: '17' (1 to 16)"}"#)
    }
}
