import BatchModel
import BatchParsing
import BatchSimulation
import DiffEngine
import Render
import Storyboard
import Testing
import WebEngine

/// The web engine gives the JSON the site and the CLI give, and the CLI's words for errors.
@Suite struct WebEngineTests {
    @Test func unknownOptionsAreRefusedInTheRequestedLanguage() {
        let english = WebEngine.trace(
            source: "a", target: "b", unit: "letters", tieBreak: "", notation: "", language: "en")
        #expect(english == #"{"error":"invalid unit: 'letters' (one of grapheme, scalar, jamo, word, line, item)"}"#)
        let korean = WebEngine.batch(
            old: "a b", new: "", calls: "delete 0", view: "grid", messages: "", countMessage: "", platform: "",
            language: "ko")
        #expect(korean.hasPrefix(#"{"error":"view 값이 잘못되었습니다: 'grid'"#))
    }

    @Test("a stale cache and a release are the CLI's --cached and --ios: the same simulation")
    func batchTakesTheViewsCacheAndARelease() throws {
        let json = WebEngine.batch(
            old: "a b c", new: "a b c d", calls: "insert 3", view: "", messages: "", countMessage: "", platform: "",
            language: "en", ios: "17", cached: "a b")
        let simulation = try Simulation(
            CallParser.parse("insert 3"), old: Contents(parsing: "a b c"), new: Contents(parsing: "a b c d"),
            cached: Contents(parsing: "a b"), options: SimulationOptions(view: .collection, ios: .iOS17))
        #expect(
            json.hasPrefix(
                #"{"exitCode":3,"simulation":"#
                    + BatchJSON.render(simulation, sequential: BatchJSON.states).serialized(pretty: false)))
        // The cache's 2 items plus 1 insert miss the 4 at the end: "Invalid update", before = 2.
        #expect(json.contains("before the update (2)"))
        let refused = WebEngine.batch(
            old: "a", new: "", calls: "insert 1", view: "", messages: "", countMessage: "", platform: "",
            language: "ko", ios: "12")
        #expect(refused.hasPrefix(#"{"error":"ios 값이 잘못되었습니다: '12'"#))
    }

    @Test func batchGivesTheVerdictUIKitsTextAndASafePlan() throws {
        let json = WebEngine.batch(
            old: "a b c d e f", new: "d e f g h i", calls: "insert 6 7 8\ndelete 0 1 2", view: "", messages: "",
            countMessage: "", platform: "", language: "en")
        let simulation = try Simulation(
            CallParser.parse("insert 6 7 8\ndelete 0 1 2"), old: Contents(parsing: "a b c d e f"),
            new: Contents(parsing: "d e f g h i"))
        #expect(
            json.hasPrefix(
                #"{"exitCode":3,"simulation":"#
                    + BatchJSON.render(simulation, sequential: BatchJSON.states).serialized(pretty: false)))
        #expect(json.contains("attempt to insert item 6 into section 0, but there are only 6 items in section 0"))
        #expect(
            json.contains(
                #""plan":{"strategy":"single","view":"collection","old":"a b c d e f","new":"d e f g h i","verdict":{"kind":"correct""#
            ))
    }

    @Test func batchParseErrorsAreTheCLIsMessage() throws {
        let json = WebEngine.batch(
            old: "a b", new: "", calls: "insert x", view: "", messages: "", countMessage: "", platform: "",
            language: "en")
        let error = try #require(throws: BatchError.self) { try CallParser.parse("insert x") }
        let expected = JSON.members(["error": .string(BatchErrorWords.localized(error, file: "calls").en)])
        #expect(json == expected.serialized(pretty: false))
    }

    @Test func snapshotScriptsRunAndParseErrorsPointAtTheColumn() throws {
        let ok = WebEngine.snapshot(script: "appendSections main\nappendItems a b\napply", ios: "15", language: "en")
        #expect(ok.hasPrefix(#"{"exitCode":0,"steps":{"release":15,"exceptions":0,"#))
        let bad = WebEngine.snapshot(script: "appendSections main\nfrobnicate", ios: "", language: "en")
        #expect(bad.hasPrefix(#"{"error":"script:2:1: "#))
        #expect(bad.hasSuffix(#"\n    frobnicate\n    ^"}"#))
        let release = WebEngine.snapshot(script: "apply", ios: "19", language: "ko")
        #expect(release == #"{"error":"ios 값이 잘못되었습니다: '19' (13, 14, 15, 16, 16.4, 17, 18, 26 중 하나)"}"#)
    }

    /// The page's snapshot part reads `ios` as `--ios` and an exercise's `ios:` do: every
    /// release, point releases and later ones, each with the rules of the newest modelled
    /// release at or before it.
    @Test(arguments: ["13", "14", "14.4", "15", "16", "16.4", "17", "17.2.1", "18", "26", "26.1", "27"])
    func snapshotTakesEveryReleaseAsTheCLIDoes(_ ios: String) throws {
        let version = try #require(IOSVersion(release: ios))
        let json = WebEngine.snapshot(script: "appendSections main\nappendItems a\napply", ios: ios, language: "en")
        #expect(json.hasPrefix(#"{"exitCode":0,"steps":{"release":\#(UIKitRelease(version).rawValue),"#))
    }

    /// A block deleting the same item twice raises in UIKit; its frames used to trap on the
    /// duplicate key (found by the wasm parity generator).
    @Test func duplicateDeletesGiveFramesNotATrap() {
        let json = WebEngine.batch(
            old: "a b c", new: "", calls: "delete 0\ndelete 0", view: "", messages: "", countMessage: "", platform: "",
            language: "en")
        #expect(json.hasPrefix(#"{"exitCode":3,"#))
        #expect(json.contains(#""stepper":{"w":"#))
    }
}
