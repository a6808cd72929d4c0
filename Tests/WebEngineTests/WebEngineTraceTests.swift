import DiffEngine
import Foundation
import Render
import Storyboard
import Testing
import WebEngine

/// The engine's trace: the widget's cells for every frame, the words of the first, and each
/// other frame's words from `traceStep`, the same as a stored widget's.
@Suite struct WebEngineTraceTests {
    /// A stepper JSON object's frames, and its texts as lists of word indices joined.
    static func parsed(_ json: String) throws -> (words: [String], values: NSArray, frames: [[String: Any]]) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let words = try #require(object["w"] as? [String])
        let values = try #require(object["v"] as? NSArray)
        let frames = try #require(object["frames"] as? [[String: Any]])
        return (words, values, frames)
    }

    static func text(_ frame: [String: Any], _ key: String, _ words: [String]) -> String? {
        (frame[key] as? [Int]).map { $0.map { words[$0] }.joined(separator: " ") }
    }

    @Test(arguments: [("한글", "한국", "jamo", "diagonal-first", "ops", "ko"), ("kitten", "sitting", "", "", "", "en")])
    func traceCarriesTheCellsAndTheFirstWordsAndStepsTheRest(
        source: String, target: String, unit: String, tieBreak: String, notation: String, language: String
    ) throws {
        let json = WebEngine.trace(
            source: source, target: target, unit: unit, tieBreak: tieBreak, notation: notation, language: language)
        let units = unit == "jamo" ? TokenUnit.jamo : TokenUnit.grapheme
        let trace = try Trace(
            source: units.tokens(of: source), target: units.tokens(of: target),
            tieBreak: tieBreak == "diagonal-first" ? .diagonalFirst : .deepdiff)
        let lang = try #require(Language(rawValue: language))
        let frames = TraceStoryboard(trace: trace, cellText: notation == "ops" ? .notation : .cost).frames
        let stored = try Self.parsed(Frame.stepperJSON(FrameSequence(frames), language: lang, phraseMerges: 0))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["distance"] as? Int == trace.distance)
        let stepper = try #require(object["stepper"] as? [String: Any])
        let lazy = try Self.parsed(String(decoding: try JSONSerialization.data(withJSONObject: stepper), as: UTF8.self))
        #expect(lazy.values == stored.values)
        #expect(lazy.frames.count == frames.count)
        #expect(Self.text(lazy.frames[0], "n", lazy.words) == frames[0].narration[lang])
        for (index, frame) in lazy.frames.enumerated() {
            // The cells are the stored widget's; the texts after the first frame are asked for.
            #expect(frame["d"] as? [Int] == stored.frames[index]["d"] as? [Int])
            #expect((frame["p"] == nil) == (stored.frames[index]["p"] == nil))
            if index > 0 { #expect(frame["n"] == nil && frame["t"] == nil) }
            let step = WebEngine.traceStep(
                source: source, target: target, unit: unit, tieBreak: tieBreak, notation: notation,
                language: language, step: String(index + 1))
            let words = try #require(try JSONSerialization.jsonObject(with: Data(step.utf8)) as? [String: String])
            #expect(
                words["n"] == frames[index].narration[lang]
                    && words["n"] == Self.text(stored.frames[index], "n", stored.words))
            #expect(words["t"] == frames[index].title?[lang])
        }
    }

    @Test func aStepOutsideTheTraceIsRefusedInTheRequestedLanguage() {
        // kit -> kat: 2 seeds, 9 inner cells, a path of 4 cells and a summary: 16 frames.
        for step in ["0", "17", "x", ""] {
            let english = WebEngine.traceStep(
                source: "kit", target: "kat", unit: "", tieBreak: "", notation: "", language: "en", step: step)
            #expect(english == #"{"error":"invalid step: '\#(step)' (1 to 16)"}"#)
        }
        let korean = WebEngine.traceStep(
            source: "kit", target: "kat", unit: "", tieBreak: "", notation: "", language: "ko", step: "17")
        #expect(korean == #"{"error":"step 값이 잘못되었습니다: '17' (1부터 16까지)"}"#)
        let refused = WebEngine.traceStep(
            source: "a", target: "b", unit: "letters", tieBreak: "", notation: "", language: "en", step: "1")
        #expect(refused.hasPrefix(#"{"error":"invalid unit: 'letters'"#))
    }
}
