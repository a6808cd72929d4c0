import PropertyBased
import Testing
import WebEngine

/// A command's texts reach the engine by option name (EngineCommand), the one place their order
/// is written: each option lands on the parameter of its name.
@Suite struct EngineCommandTests {
    /// One value an option can take that changes the answer.
    static let values: [String: [String]] = [
        "source": ["kitten", "", "한글"], "target": ["sitting", "k", "글"], "unit": ["", "scalar", "word", "bad"],
        "tie-break": ["", "diagonal-first", "nope"], "notation": ["", "ops", "x"], "lang": ["ko", "en"],
        "old": ["a b c", "", "x y"], "new": ["c a", "a b c d", "z"],
        "calls": ["insert 0", "delete 0\ninsert 1", "move 9 0"],
        "view": ["", "table", "grid"], "messages": ["", "classic", "bad"], "count-message": ["", "invalidBatch", "no"],
        "platform": ["", "legacy", "bad"], "ios": ["", "16.4", "12"], "cached": ["", "a b", "a"],
        "script": ["appendSections main\nappendItems a b", "appendItems a", "bogus"],
    ]

    @Test("each command's texts by name give the answer of its labelled function", arguments: EngineCommand.allCases)
    func byName(command: EngineCommand) async {
        await propertyCheck(input: Gen.int(in: 0...1_000_000)) { seed in
            var named: [String: String] = [:]
            for (k, option) in command.options.enumerated() {
                let choices = Self.values[option] ?? [""]
                named[option] = choices[(seed / (k + 1) + k) % choices.count]
            }
            let texts = command.texts(named)
            let value = { (option: String) in named[option] ?? "" }
            switch command {
            case .trace:
                #expect(
                    WebEngine.trace(CommandTexts<TraceOption>(texts))
                        == WebEngine.trace(
                            source: value("source"), target: value("target"), unit: value("unit"),
                            tieBreak: value("tie-break"), notation: value("notation"), language: value("lang")))
            case .heckel:
                #expect(
                    WebEngine.heckel(CommandTexts<HeckelOption>(texts))
                        == WebEngine.heckel(old: value("old"), new: value("new"), language: value("lang")))
            case .batch:
                #expect(
                    WebEngine.batch(CommandTexts<BatchOption>(texts))
                        == WebEngine.batch(
                            old: value("old"), new: value("new"), calls: value("calls"), view: value("view"),
                            messages: value("messages"), countMessage: value("count-message"),
                            platform: value("platform"), language: value("lang"), ios: value("ios"),
                            cached: value("cached")))
            case .snapshot:
                #expect(
                    WebEngine.snapshot(CommandTexts<SnapshotOption>(texts))
                        == WebEngine.snapshot(script: value("script"), ios: value("ios"), language: value("lang")))
            }
        }
    }

    @Test("every option has a test value, and the options of a command are distinct")
    func optionsKnown() {
        for command in EngineCommand.allCases {
            #expect(Set(command.options).count == command.options.count, "\(command)")
            for option in command.options { #expect(Self.values[option] != nil, "\(command) \(option)") }
        }
    }

    @Test("a text the page did not send is the CLI's default (\"\"), a name that is no option is left out")
    func missing() {
        let texts = CommandTexts<TraceOption>(["kitten"])
        #expect(texts[.source] == "kitten" && texts[.target] == "" && texts[.lang] == "")
        #expect(EngineCommand.heckel.texts(["new": "b", "old": "a", "lang": "en", "bogus": "x"]) == ["a", "b", "en"])
    }
}
