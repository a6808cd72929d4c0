import DiffEngine
import Render
import Storyboard
import Testing
import TextIntake
import WebEngine

/// The entries the site's input forms call: Heckel's lists, and the stepping limit on traces.
@Suite struct WebEngineInputTests {
    @Test func heckelReadsListsAsTheBlockDoesAndCarriesTheWidgetsFrames() {
        let spaced = WebEngine.heckel(old: "a b c", new: "c a b", language: "en")
        let letters = WebEngine.heckel(old: "abc", new: "cab", language: "en")
        #expect(spaced == letters)
        let frames = HeckelStoryboard(old: ["a", "b", "c"], new: ["c", "a", "b"]).frames
        let expected = JSON.members([
            "old": .array(["a", "b", "c"]), "new": .array(["c", "a", "b"]),
            // The page's engine merges no phrases: its JSON is read at once, never stored.
            "stepper": .raw(Frame.stepperJSON(FrameSequence(frames), language: .en, phraseMerges: 0)),
        ])
        #expect(spaced == expected.serialized(pretty: false))
    }

    @Test func aTraceOverTheSteppingLimitStepsThroughTheBandAsDiffstepStepDoes() throws {
        // 250 x 250 cells is the limit (Limits.steppedCells); 251 letters make 252 x 252, and
        // 2,000 letters with two edits a band of k = 2 around the diagonal.
        var target = Array(String(repeating: "abcde", count: 400))
        target[700] = "z"
        target.remove(at: 1_500)
        for (source, target) in [
            (String(repeating: "a", count: 251), String(repeating: "a", count: 251)),
            (String(repeating: "abcde", count: 400), String(target)),
        ] {
            let banded = try BandedTrace(
                source: TokenUnit.grapheme.tokens(of: source), target: TokenUnit.grapheme.tokens(of: target),
                maximumCells: Limits.tracedCells)
            let storyboard = BandedStoryboard(
                trace: banded, window: .around(banded, maximumCells: Limits.steppedCells))
            let answer = WebEngine.trace(
                source: source, target: target, unit: "", tieBreak: "", notation: "", language: "en")
            let window = storyboard.window
            let band = JSON.members([
                "k": .int(banded.band),
                "rows": .array([.int(window.rows.lowerBound), .int(window.rows.upperBound)]),
                "columns": .array([.int(window.columns.lowerBound), .int(window.columns.upperBound)]),
                "cells": .int(banded.rows * banded.columns), "computed": .int(banded.computedCells),
            ])
            let stepper = Frame.stepperJSON(storyboard.sequence, language: .en, phraseMerges: 0, wordsOnDemand: true)
            #expect(
                answer
                    == #"{"distance":\#(banded.distance),"band":\#(band.serialized(pretty: false)),"stepper":\#(stepper)}"#
            )
            #expect(window.cells <= Limits.steppedCells)
            // Each frame's words are the banded storyboard's, asked for one at a time.
            for index in [0, 1, storyboard.sequence.count / 2, storyboard.sequence.count - 1] {
                let words = WebEngine.traceStep(
                    source: source, target: target, unit: "", tieBreak: "", notation: "", language: "ko",
                    step: String(index + 1))
                let expected = storyboard.sequence.words(at: index)
                #expect(
                    words
                        == JSON.members([
                            "n": .string(expected.narration.ko), "t": .string(expected.title?.ko ?? ""),
                        ]).serialized(pretty: false))
            }
        }
        #expect(banded("2i 1d") == nil)
    }

    /// The page's note for the ops notation on a band, or nil.
    func banded(_ notation: String) -> String? {
        let long = String(repeating: "ab", count: 200)
        let answer = WebEngine.trace(
            source: long, target: long + "c", unit: "", tieBreak: "", notation: notation, language: "en")
        return answer.contains(#""note":"#) ? answer : nil
    }

    @Test func theOpsNotationOnABandSaysWhyTheCellsShowCosts() {
        let answer = banded("ops")
        #expect(answer?.contains(BandedStoryboard.opsNotationPageNote.en) == true)
        #expect(answer.map { !$0.contains("--") } == true)
        #expect(banded("") == nil)
    }

    @Test func aBandTooWideIsRefusedInThePagesOwnWords() {
        // 30,000 letters each, all different: k = 30,000, far wider than 25,000,000 cells allow.
        let (source, target) = (String(repeating: "a", count: 30_000), String(repeating: "b", count: 30_000))
        let english = WebEngine.trace(
            source: source, target: target, unit: "", tieBreak: "", notation: "", language: "en")
        #expect(english.hasPrefix(#"{"error":"diagonal band too large: at least 30001 x "#))
        // The page has no command line: no flag, no command, its own limit in its own words.
        #expect(english.contains("this page computes at most 25000000 cells of a band"))
        #expect(!english.contains("--") && !english.contains("diffstep"))
        let korean = WebEngine.trace(
            source: source, target: target, unit: "", tieBreak: "", notation: "", language: "ko")
        #expect(
            korean.hasPrefix(#"{"error":"대각선 띠가 너무 큽니다: 적어도 30001 x "#) && korean.contains("이 페이지는 띠를 25000000칸까지만"))
        #expect(!korean.contains("--") && !korean.contains("diffstep"))
        let fits = String(repeating: "a", count: 249)
        #expect(
            WebEngine.trace(source: fits, target: "b", unit: "", tieBreak: "", notation: "", language: "en").hasPrefix(
                #"{"distance":249,"stepper""#))
    }
}
