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

    @Test func aTraceOverTheSteppingLimitIsRefusedInThePagesOwnWords() {
        // 250 x 250 cells is the limit (Limits.steppedCells); 251 letters make 252 x 252.
        let long = String(repeating: "a", count: 251)
        let english = WebEngine.trace(source: long, target: long, unit: "", tieBreak: "", notation: "", language: "en")
        #expect(english.hasPrefix(#"{"error":"#))
        #expect(english.contains("252") && english.contains(String(Limits.steppedCells).prefix(2)))
        // The page has no command line: no flag, no command, its own limit in its own words.
        #expect(english.contains("this page steps through at most 62500"))
        #expect(!english.contains("--") && !english.contains("diffstep"))
        let korean = WebEngine.trace(source: long, target: long, unit: "", tieBreak: "", notation: "", language: "ko")
        #expect(korean.hasPrefix(#"{"error":"#) && korean.contains("이 페이지는 62500칸까지만"))
        #expect(!korean.contains("--") && !korean.contains("diffstep"))
        let fits = String(repeating: "a", count: 249)
        #expect(
            WebEngine.trace(source: fits, target: "b", unit: "", tieBreak: "", notation: "", language: "en").hasPrefix(
                #"{"distance":249,"#))
    }
}
