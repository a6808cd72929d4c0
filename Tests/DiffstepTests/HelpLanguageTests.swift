import Foundation
import Testing

/// Every help in the language asked for: under a Korean locale each command's overview, its
/// discussion, every argument, option and subcommand, and the parser's own headings are
/// Korean; under an English one, none is.
@Suite struct HelpLanguageTests {
    static let commands: [[String]] = [
        [], ["trace"], ["distance"], ["diff"], ["batch"], ["explain"], ["plan"], ["snapshot"], ["site"], ["check"],
        ["exercise"], ["exercise", "variant"], ["exercise", "key"], ["exercise", "variants"],
        ["exercise", "autograder"], ["tutorial"], ["lesson"], ["lesson", "list"], ["lesson", "show"], ["step"],
    ]

    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test("each entry of every help is described in Korean under a Korean locale", arguments: commands)
    func korean(_ command: [String]) throws {
        let result = try CLI.run(command + ["--help"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.status == 0)
        for english in [
            "OVERVIEW:", "USAGE:", "OPTIONS:", "ARGUMENTS:", "SUBCOMMANDS:", "default:", "values:", "See '",
        ] {
            #expect(!result.stdout.contains(english), "\(command): \(english)")
        }
        #expect(result.stdout.hasPrefix("개요: "))
        // An entry starts two spaces in ("  --unit <unit>", "  <source>", "  trace"); its words are
        // on that line or, when the name is long, on the next.
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where line.hasPrefix("  ") && !line.hasPrefix("   ") {
            let words = line + (index + 1 < lines.count ? lines[index + 1] : "")
            #expect(Self.hasHangul(words), "\(command): \(line)")
        }
        let english = try CLI.run(command + ["--help", "--lang", "en"])
        #expect(english.stdout.hasPrefix("OVERVIEW: ") && !Self.hasHangul(english.stdout), "\(command)")
    }

    @Test("diffstep help COMMAND takes --lang too")
    func helpCommand() throws {
        let korean = try CLI.run(["help", "lesson", "show", "--lang", "ko"])
        #expect(korean.status == 0 && korean.stdout.hasPrefix("개요: 레슨 하나를 한 단계씩 봅니다"), "\(korean.stderr)")
        let english = try CLI.run(["help", "trace", "--lang=en"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(english.status == 0 && english.stdout.hasPrefix("OVERVIEW: Show the edit-distance table"))
    }

    @Test(
        "diffstep --help with --lang (either side) is the top-level help, not the default command's",
        arguments: [
            ["--help", "--lang", "en"], ["--lang", "en", "--help"], ["-h", "--lang=en"], ["--help", "--lang", "ko"],
        ])
    func rootHelp(_ arguments: [String]) throws {
        let result = try CLI.run(arguments, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.status == 0)
        let english = arguments.contains("en") || arguments.contains("--lang=en")
        let overview = english ? "OVERVIEW: Step through edit distance" : "개요: 편집 거리, 리스트 diff"
        #expect(result.stdout.hasPrefix(overview), "\(arguments): \(result.stdout.prefix(80))")
        #expect(!result.stdout.contains("diffstep tutorial"), "\(arguments)")
    }

    @Test("diffstep --version --lang ko prints the version, not the tutorial")
    func rootVersion() throws {
        let result = try CLI.run(["--version", "--lang", "ko"])
        #expect(result.status == 0 && result.stdout.hasPrefix("0."), "\(result.stdout.prefix(80))")
    }
}
