import Foundation
import Testing

/// `diffstep explain` and `diffstep batch --ios/--cached` as a developer runs them.
@Suite struct ExplainCommandTests {
    static let reason = "attempt to delete item 5 from section 0 which only contains 3 items before the update"
    static let log =
        "2020-01-18 09:33:41.207 App[37163:6025667] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'\n*** First throw call stack:\n(0x1a2b3c4d5 0x1a2b3c4d6)"

    func file(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString).log")
        try Data(bytes).write(to: url)
        return url
    }

    @Test("argument, standard input and --file explain the same log the same way (exit 0)")
    func threeDoors() throws {
        let argument = try CLI.run(["explain", Self.log])
        let stdin = try CLI.run(["explain"], stdin: Self.log)
        let url = try file(Array(Self.log.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try CLI.run(["explain", "--file", url.path])
        for result in [argument, stdin, fromFile] {
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Rule: M10"))
            #expect(result.stdout == argument.stdout)
        }
    }

    @Test("the printed reproduction, run, raises the same text (exit 3)")
    func reproductionRuns() throws {
        let result = try CLI.run(["explain", "--format", "json", Self.log])
        #expect(result.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["template"] as? String == "M10")
        let command = try #require(json["reproduce"] as? String)
        // printf 'CALLS\n' | diffstep batch --view V --ios I --old "[..]" --new "[..]" --calls -
        let calls = try #require(command.split(separator: "'").dropFirst().first).replacingOccurrences(
            of: "\\n", with: "\n")
        let words = command.split(separator: " ").map(String.init)
        func value(_ flag: String) throws -> String {
            let index = try #require(words.firstIndex(of: flag))
            return words[index + 1].replacingOccurrences(of: "\"", with: "")
        }
        let batch = try CLI.run(
            [
                "batch", "--view", try value("--view"), "--ios", try value("--ios"), "--old", try value("--old"),
                "--new", try value("--new"), "--calls", "-",
            ], stdin: calls)
        #expect(batch.status == 3)
        #expect(batch.stdout.contains(Self.reason))
    }

    @Test("a text cut before its numbers: the rule, a request for the whole reason, no made-up numbers")
    func cutOff() throws {
        let head =
            "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates"
        let result = try CLI.run(["explain", head])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Rule: M4"))
        #expect(result.stdout.contains("iOS 16.4\n"))
        #expect(result.stdout.contains("The pasted text stops before its numbers"))
        #expect(!result.stdout.contains("[]"))
        let ko = try CLI.run(["explain", "--lang", "ko", head])
        #expect(ko.stdout.contains("숫자가 나오기 전에 끝납니다"))
    }

    @Test("elided numbers: explain names the counts the paste leaves out and why it prints no command (ko/en)")
    func elided() throws {
        let text =
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (…), plus or minus the number of items inserted or deleted from that section (0 inserted, ... deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        let result = try CLI.run(["explain", text])
        #expect(result.status == 0)
        #expect(result.stdout.contains("the rule is known, but not the count before and the number deleted."))
        #expect(
            result.stdout.contains(
                "Reproduce: none. A reproduction must raise the same numbers, and the count before and the number deleted are not in the paste"
            ))
        let ko = try CLI.run(["explain", "--lang", "ko", text])
        #expect(ko.stdout.contains("규칙은 알지만 업데이트 전 개수, 삭제 수는 알 수 없습니다"))
        #expect(ko.stdout.contains("재현: 없음. 재현 명령은 붙여 넣은 것과 같은 숫자를 내야 하는데, 업데이트 전 개수, 삭제 수가 글에 없어서"))
    }

    @Test("a head-lost negative index path: read as M26, the head said to be assumed, no command (ko/en)")
    func headLost() throws {
        let text = ": <NSIndexPath: 0xc000000000a00016> {length = 2, path = 1 - 18446744073709551609}"
        let en = try CLI.run(["explain", "--lang", "en", text])
        #expect(en.status == 0)
        #expect(en.stdout.hasPrefix("Rule: M26"))
        #expect(en.stdout.contains("Section 1, row -7"))
        #expect(en.stdout.contains("Read as: The paste lost the text's head."))
        #expect(!en.stdout.contains("printf"))
        let ko = try CLI.run(["explain", "--lang", "ko", text])
        #expect(ko.stdout.contains("읽은 방식: 붙여 넣은 글에 문장의 머리가 없습니다."))
        let json = try CLI.run(["explain", "--format", "json", text])
        #expect(json.stdout.contains("\"headAssumed\": true"))
    }

    @Test("UIKit texts with no public cause or no model: explained, said unverified or unmodelled, no command (ko/en)")
    func unmodelledTexts() throws {
        let unresolved = try CLI.run([
            "explain", "--lang", "en",
            "reason: 'Unable to resolve row for index path <NSIndexPath: 0x8c3b> {length = 2, path = 0 - 4}'",
        ])
        #expect(unresolved.status == 0)
        #expect(unresolved.stdout.contains("a reading, not a finding"))
        #expect(unresolved.stdout.contains("has not verified it"))
        #expect(!unresolved.stdout.contains("printf"))
        let deadlock = try CLI.run([
            "explain", "--lang", "ko",
            "reason: 'Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock.'",
        ])
        #expect(deadlock.status == 0)
        #expect(deadlock.stdout.contains("큐와 스레드는 흉내 내지 않습니다"))
        let reentrant = try CLI.run(
            ["explain", "--lang", "en"],
            stdin:
                "Thread 0 Crashed:\n0 UIKitCore BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS + 52\n"
        )
        #expect(reentrant.status == 0)
        #expect(reentrant.stdout.contains("while another apply was still running"))
        #expect(reentrant.stdout.contains("queues and threads are not modelled"))
        #expect(!reentrant.stdout.contains("printf"))
        let fraction = try CLI.run(["explain", "Cell animation stop fraction must be greater than start fraction"])
        #expect(fraction.status == 0)
        #expect(fraction.stdout.contains("reloadData"))
    }

    @Test("a text diffstep does not know: exit 1, one line in the chosen language")
    func unknown() throws {
        let en = try CLI.run(["explain", "index 3 beyond bounds"])
        #expect(en.status == 1)
        #expect(en.stdout.isEmpty)
        #expect(
            en.stderr.hasPrefix("diffstep: not a batch-update exception diffstep knows. Paste the text after reason:"))
        #expect(en.stderr.filter { $0 == "\n" }.count == 1)
        let ko = try CLI.run(["explain", "--lang", "ko"], stdin: "index 3 beyond bounds")
        #expect(ko.status == 1)
        #expect(ko.stderr.hasPrefix("diffstep: diffstep이 아는 배치 업데이트 예외가 아닙니다. 로그에서 reason: '"))
        // --format json refuses in JSON on stdout too.
        let json = try CLI.run(["explain", "--format", "json", "index 3 beyond bounds"])
        #expect(json.status == 1)
        let refusal = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((refusal["error"] as? String)?.hasPrefix("not a batch-update exception") == true)
    }

    @Test("usage errors exit 2: a missing file (ko/en), an unknown format, input over 4 MiB")
    func usageErrors() throws {
        let missing = try CLI.run(["explain", "--file", "/nonexistent/crash.log"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file: /nonexistent/crash.log"))
        let missingKo = try CLI.run(["explain", "--lang", "ko", "--file", "/nonexistent/crash.log"])
        #expect(missingKo.stderr.contains("파일이 없습니다"))
        #expect(try CLI.run(["explain", "--format", "xml", Self.log]).status == 2)
        let huge = try CLI.run(["explain"], stdin: String(repeating: "frame 0x1 + 2\n", count: 400_000))
        #expect(huge.status == 2)
        #expect(huge.stderr.contains("file too large: <stdin>"))
    }

    @Test("nothing given, or a text and --file together, are usage errors (exit 2, ko/en)")
    func nothingOrBoth() throws {
        let empty = try CLI.run(["explain"], stdin: " \n\t\n")
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("diffstep: nothing to explain."))
        let emptyKo = try CLI.run(["explain", "--lang", "ko", ""])
        #expect(emptyKo.status == 2)
        #expect(emptyKo.stderr.contains("설명할 글이 없습니다"))
        let url = try file(Array(Self.log.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let both = try CLI.run(["explain", "--file", url.path, Self.reason])
        #expect(both.status == 2)
        #expect(both.stdout.isEmpty)
        #expect(both.stderr.contains("--file cannot be used together"))
    }

    @Test("a log with bytes that are not UTF-8, CRLF and a BOM is still explained")
    func invalidUTF8() throws {
        let bytes =
            [0xEF, 0xBB, 0xBF] + Array("junk ".utf8) + [0xFF, 0xFE, 0xC3] + Array("\r\n".utf8)
            + Array(Self.log.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let url = try file(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CLI.run(["explain", "--file", url.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Rule: M10"))
    }

    @Test("control characters in the log never reach the terminal")
    func controlCharacters() throws {
        let result = try CLI.run(["explain"], stdin: "\u{1B}]0;title\u{07}\u{1B}[2J" + Self.log + "\u{1B}[31m")
        #expect(result.status == 0)
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let json = try CLI.run(["explain", "--format", "json"], stdin: "\u{1B}[2J" + Self.log)
        #expect(!json.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("batch --ios picks each release's words; exit 3 when UIKit raises")
    func iosWording() throws {
        func run(_ ios: String) throws -> CLI.Result {
            try CLI.run(["batch", "--ios", ios, "--old", "[1]", "--new", "[1]", "--calls", "-"], stdin: "insert 0\n")
        }
        let ios13 = try run("13")
        #expect(ios13.status == 3)
        #expect(ios13.stdout.contains("invalid number of items in section 0.  The number"))
        let ios16 = try run("16")
        #expect(ios16.stdout.contains("in section 0. The number"))
        #expect(ios16.stdout.contains("Collection view: <UICollectionView: 0x…>"))
        #expect(try run("16.4").stdout.contains("before and/or after performing"))
        let ios17 = try run("17")
        #expect(ios17.stdout.contains("before and after performing"))
        #expect(ios17.stdout.contains("Data source before updates = { 1 section with item counts: [1] }"))
        let bad = try CLI.run(["batch", "--ios", "12", "--old", "[1]", "--calls", "-"], stdin: "insert 0\n")
        #expect(bad.status == 2)
    }

    @Test("batch --cached: a stale cache gives iOS 18's Invalid update; JSON names the template and the cache")
    func cached() throws {
        let arguments = ["batch", "--ios", "18", "--cached", "[20]", "--old", "[22]", "--new", "[22]", "--calls", "-"]
        let text = try CLI.run(arguments, stdin: "collectionView.performBatchUpdates({ })\n")
        #expect(text.status == 3)
        #expect(text.stdout.contains("view cache"))
        #expect(
            text.stdout.contains(
                "after the update (22) must be equal to the number of items contained in that section before the update (20)"
            ))
        let json = try CLI.run(arguments + ["--format", "json"], stdin: "collectionView.performBatchUpdates({ })\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["cached"] != nil)
        let verdict = try #require(object["verdict"] as? [String: Any])
        #expect((verdict["exception"] as? [String: Any])?["template"] as? String == "M2")
        // Without the cache the same counts raise the listing (M4).
        let two = try CLI.run(
            ["batch", "--ios", "18", "--old", "[20]", "--new", "[22]", "--calls", "-", "--format", "json"],
            stdin: "collectionView.performBatchUpdates({ })\n")
        #expect(two.stdout.contains("\"template\": \"M4\"") || two.stdout.contains("\"template\":\"M4\""))
        let bad = try CLI.run(
            ["batch", "--cached", "[1, x]", "--old", "[1]", "--calls", "-"], stdin: "insert 0\n")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--cached"))
    }
}
