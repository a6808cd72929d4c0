import Testing

/// UsageWords and HelpWords translate swift-argument-parser's English by matching its words,
/// so Package.swift pins the parser to one minor version (`.upToNextMinor`). When a new
/// version rewords a sentence these fail, naming the words that are gone: update UsageWords,
/// HelpWords and the pin together.
@Suite struct ParserWordsTests {
    @Test(
        "the parser's error sentences UsageWords matches are still the parser's",
        arguments: [
            (
                ["trace", "a", "b", "--unit", "bogus"],
                ["The value 'bogus' is invalid for '--unit <unit>'", "one of the following: "]
            ),
            (
                ["batch", "--old", "a", "--calls", "-", "--view", "bogus"],
                ["The value 'bogus' is invalid for '--view <view>'", "Please provide one of 'collection' and 'table'"]
            ),
            (["trace", "a", "b", "--frobnicate"], ["Unknown option '--frobnicate'"]),
            (["trace", "a", "b", "--view", "table"], ["Unknown option '--view'. Did you mean '--step'?"]),
            (["trace", "a", "b", "c"], ["Unexpected argument 'c'"]),
            (["batch", "--old"], ["Missing value for '--old <old>'"]),
            (["lesson", "show"], ["Missing expected argument '<id>'"]),
        ])
    func errorSentences(_ example: ([String], [String])) throws {
        let (arguments, phrases) = example
        let result = try CLI.run(arguments + ["--lang", "en"])
        #expect(result.status == 2)
        for phrase in phrases {
            #expect(result.stderr.contains(phrase), "the parser no longer says \"\(phrase)\": \(result.stderr)")
        }
    }

    @Test("the help's words HelpWords translates are still the parser's")
    func helpWords() throws {
        let root = try CLI.run(["help"]).stdout
        let lesson = try CLI.run(["lesson", "--help"]).stdout
        let trace = try CLI.run(["trace", "--help"]).stdout
        let diff = try CLI.run(["diff", "--help"]).stdout
        let phrases = [
            (root, "OVERVIEW:"), (root, "USAGE:"), (root, "OPTIONS:"), (root, "SUBCOMMANDS:"),
            (root, "Show help information."), (root, "Show the version."), (root, "(default)"),
            (root, "diffstep <subcommand>"), (root, "See 'diffstep help <subcommand>' for detailed help."),
            (lesson, "See 'diffstep help lesson <subcommand>' for detailed help."), (trace, "ARGUMENTS:"),
            (diff, "default:"), (diff, "(values:"),
        ]
        for (help, phrase) in phrases {
            #expect(help.contains(phrase), "the parser's help no longer says \"\(phrase)\"")
        }
    }
}
