import Foundation
import Testing

@Suite struct CommandLineTests {
    @Test("--version names the commit the binary was built from")
    func version() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        let line = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.hasPrefix("0.1.0 "))
        // In a git checkout, the commit HEAD names, in full; outside one, that none is known.
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", #filePath.components(separatedBy: "/Tests/")[0], "rev-parse", "HEAD"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        try git.run()
        let head = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        if git.terminationStatus == 0 {
            #expect(line == "0.1.0 (commit \(head.trimmingCharacters(in: .whitespacesAndNewlines)))")
        } else {
            #expect(line == "0.1.0 (built outside a git checkout: the commit is not known)")
        }
    }

    @Test("an unknown option is one line on stderr and exit code 2")
    func unknownOption() throws {
        let result = try CLI.run(["--no-such-flag"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("diffstep: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

@Suite struct UsageErrorLanguageTests {
    @Test("a usage error gets a Korean lead-in when --lang ko was asked for, even if parsing failed")
    func korean() throws {
        let result = try CLI.run(["trace", "kit", "kat", "--tie-break", "bogus", "--lang", "ko"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("diffstep: 명령줄을 이해하지 못했습니다: "))
        #expect(result.stderr.contains("bogus"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(
        "the parser's sentences a learner meets, in Korean (written here by hand)",
        arguments: [
            (
                ["trace", "a", "b", "--unit", "bogus"],
                "'bogus'는 --unit에 쓸 수 없는 값입니다. 쓸 수 있는 값: grapheme, scalar, jamo, word, line, item"
            ),
            (
                ["batch", "--old", "a", "--calls", "-", "--view", "bogus"],
                "'bogus'는 --view에 쓸 수 없는 값입니다. 쓸 수 있는 값: collection, table"
            ),
            (["trace", "a", "b", "--step", "x"], "'x'는 --step에 쓸 수 없는 값입니다"),
            (
                ["trace", "a", "b", "--unit", "it's"],
                "'it's'는 --unit에 쓸 수 없는 값입니다. 쓸 수 있는 값: grapheme, scalar, jamo, word, line, item"
            ),
            (["trace", "a", "b", "--x'y"], "알 수 없는 옵션 '--x'y'"),
            (["trace", "a", "b", "--frobnicate"], "알 수 없는 옵션 '--frobnicate'"),
            (["trace", "a", "b", "--view", "table"], "알 수 없는 옵션 '--view'. 혹시 '--step'인가요?"),
            (["trace", "a", "b", "c"], "예상하지 못한 인자 'c'"),
            (["tutorail"], "예상하지 못한 인자 'tutorail'. 혹시 'tutorial' 명령인가요?"),
            (["batch", "--old"], "--old 다음에 값이 없습니다"),
            (["lesson", "show"], "필요한 인자 '<id>'가 없습니다"),
        ])
    func koreanSentences(_ example: ([String], String)) throws {
        let (arguments, sentence) = example
        let result = try CLI.run(arguments + ["--lang", "ko"])
        #expect(result.status == 2)
        #expect(result.stderr == "diffstep: 명령줄을 이해하지 못했습니다: \(sentence) (도움말: diffstep --help)\n")
        let english = try CLI.run(arguments + ["--lang", "en"])
        #expect(!english.stderr.contains("명령줄") && english.stderr.hasPrefix("diffstep: "))
    }

    @Test("the locale decides when no --lang is given")
    func locale() throws {
        let korean = try CLI.run(["--nope"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("명령줄을 이해하지 못했습니다"))
        let english = try CLI.run(["--nope"])
        #expect(!english.stderr.contains("명령줄"))
    }
}

@Suite struct InvalidValueTests {
    @Test("an unknown option value names the accepted values on the one line")
    func listsChoices() throws {
        let result = try CLI.run(["trace", "kit", "kat", "--unit", "wrd"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("one of the following: grapheme, scalar, jamo, word, line, item ("))
    }
}
