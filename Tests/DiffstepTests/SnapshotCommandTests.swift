import Foundation
import Testing

@Suite struct SnapshotCommandTests {
    func script(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "diffstep-snap-\(UUID().uuidString).snap"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("an apply prints the batch UIKit performs; exit 0")
    func applies() throws {
        let path = try script("appendSections main\nappendItems a b c\napply\ndeleteItems b\napply\n")
        let result = try CLI.run(["snapshot", path, "--color", "never"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("deleteItems(at: [[0, 1]])"))
    }

    @Test("a window's left-out items read \"… N more\" (\"… N개 더\" in Korean), as batch writes them")
    func windowGapsAreLabelled() throws {
        let items = (0..<40).map { "i\($0)" }.joined(separator: " ")
        let script = "appendSections main\nappendItems \(items)\nmoveItem i20 before: i0\n"
        let english = try CLI.run(["snapshot", "-", "--color", "never", "--lang", "en"], stdin: script)
        #expect(english.stdout.contains("… 36 more"))
        let korean = try CLI.run(["snapshot", "-", "--color", "never", "--lang", "ko"], stdin: script)
        #expect(korean.stdout.contains("… 36개 더"))
        #expect(!korean.stdout.contains("more"))
    }

    @Test("--full-states past its limit is refused before any line runs, naming the bound; below it, it runs")
    func fullStatesIsBounded() throws {
        // 5,000 appends: the whole snapshot at every line is 1 + 2 + ... + 5,000 items and a
        // section each, 12,507,501 names, over 10,000,000.
        let long = "appendSections main\n" + (0..<5_000).map { "appendItems i\($0)\n" }.joined()
        for format in ["text", "json"] {
            let refused = try CLI.run(
                ["snapshot", "-", "--full-states", "--format", format, "--lang", "en"], stdin: long)
            #expect(refused.status == 2)
            #expect(refused.stdout.isEmpty)
            #expect(refused.stderr.contains("up to 12507501 names, over the limit of 10000000"))
        }
        let windowed = try CLI.run(["snapshot", "-", "--format", "json"], stdin: long)
        #expect(windowed.status == 0)
        let short = "appendSections main\n" + (0..<50).map { "appendItems i\($0)\n" }.joined()
        let full = try CLI.run(["snapshot", "-", "--full-states", "--color", "never"], stdin: short)
        #expect(full.status == 0)
        #expect(full.stdout.contains("main | i0 i1 i2"))
    }

    @Test("deleting half of 2,000 and of 16,000 items one line at a time: the output grows with the lines")
    func deletesGrowLinearly() throws {
        func size(_ count: Int) throws -> Int {
            let names = (0..<count).map { "i\($0)" }
            let script =
                "appendSections main\nappendItems \(names.joined(separator: " "))\n"
                + stride(from: 0, to: count, by: 2).map { "deleteItems \(names[$0])\n" }.joined()
            let result = try CLI.run(["snapshot", "-", "--format", "json"], stdin: script)
            #expect(result.status == 0)
            return result.stdout.utf8.count
        }
        let (small, large) = (try size(2_000), try size(16_000))
        // 8 times the lines: at most 8 log2 8 = 24 times the output (names grow a digit: about 9).
        #expect(large < 12 * small)
    }

    @Test("n reloads, each applied, on a screen of n items: text and json grow with the changes, not the screen")
    func appliesGrowLinearly() throws {
        func sizes(_ count: Int) throws -> (text: Int, json: Int) {
            let names = (0..<count).map { "i\($0)" }
            let script =
                "appendSections main\nappendItems \(names.joined(separator: " "))\napply\n"
                + names.map { "reloadItems \($0)\napply\n" }.joined()
            let text = try CLI.run(["snapshot", "-", "--color", "never"], stdin: script)
            let json = try CLI.run(["snapshot", "-", "--format", "json"], stdin: script)
            #expect(text.status == 0)
            #expect(json.status == 0)
            #expect(text.stdout.contains("… \(count - 4) more"))
            return (text.stdout.utf8.count, json.stdout.utf8.count)
        }
        let (small, large) = (try sizes(100), try sizes(800))
        // 8 times the applies and the screen: the whole screen at each apply would be 64 times.
        #expect(large.text < 12 * small.text)
        #expect(large.json < 12 * small.json)
    }

    @Test("- reads the script from standard input; its parse errors name <stdin>")
    func standardInput() throws {
        let result = try CLI.run(
            ["snapshot", "-", "--color", "never"],
            stdin: "appendSections main\nappendItems a b c\napply\ndeleteItems b\napply\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("deleteItems(at: [[0, 1]])"))
        let bad = try CLI.run(["snapshot", "-"], stdin: "appendSections main\ndeleteItem a\n")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("<stdin>:2:1: unknown command 'deleteItem'. Did you mean 'deleteItems'?"))
    }

    @Test("a UIKit exception shows its text and a plain explanation, in Korean too; exit 1")
    func raises() throws {
        let path = try script("appendItems a\n")
        let result = try CLI.run(["snapshot", path, "--lang", "ko", "--color", "never"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("There are currently no sections in the data source. Please add a section first."))
        #expect(result.stdout.contains("appendSections로 섹션을 만드세요"))
    }

    @Test("a line that does not parse: file:line:column, the line, a caret, the nearest command; exit 2")
    func parseError() throws {
        let path = try script("appendSections main\n  deleteItem a\n")
        let result = try CLI.run(["snapshot", path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "diffstep: \(path):2:3: unknown command 'deleteItem'. Did you mean 'deleteItems'?")
        #expect(lines.last == "diffstep:       ^")
    }

    @Test("--format json is one document with the batch per apply")
    func json() throws {
        let path = try script("appendSections s\nappendItems a\napply\nreloadItems a\napply\n")
        let result = try CLI.run(["snapshot", path, "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let steps = object?["steps"] as? [[String: Any]]
        #expect(steps?.count == 5)
        let batch = steps?.last?["batch"] as? [String: Any]
        #expect(batch?["reloadedItems"] as? [[Int]] == [[0, 0]])
    }

    @Test("--ios 14: apply without animation is reloadData; reconfigure does not exist")
    func oldRelease() throws {
        let path = try script(
            "appendSections s\nappendItems a\napply animatingDifferences: false\nreconfigureItems a\n")
        let result = try CLI.run(["snapshot", path, "--ios", "14", "--color", "never"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("reloadData()"))
        #expect(result.stdout.contains("iOS 15"))
    }

    @Test("--ios takes every release: 16 and 16.4 follow 15's snapshot rules, 18 and 26 (the default) follow 17's")
    func releasesFollowTheRulesBeforeThem() throws {
        let path = try script("appendSections s\nappendItems a\napply animatingDifferences: false\nappendItems a\n")
        func run(_ ios: [String]) throws -> CLI.Result { try CLI.run(["snapshot", path, "--color", "never"] + ios) }
        let fifteen = try run(["--ios", "15"])
        let seventeen = try run(["--ios", "17"])
        #expect(fifteen.stdout != seventeen.stdout)
        for release in ["16", "16.4"] { #expect(try run(["--ios", release]).stdout == fifteen.stdout, "\(release)") }
        for release in ["18", "26", "26.1"] {
            #expect(try run(["--ios", release]).stdout == seventeen.stdout, "\(release)")
        }
        #expect(try run([]).stdout == seventeen.stdout)
    }

    @Test(
        "bad options and files fail with one line, no crash",
        arguments: [
            ["snapshot", "/no/such/file.snap"], ["snapshot", "/tmp", "--ios", "19"], ["snapshot", "-", "--ios", "12"],
            ["snapshot"],
        ])
    func badInput(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("diffstep: "))
    }

    @Test("control characters in a script never reach the terminal raw")
    func escapes() throws {
        let path = try script("appendSections s\nappendItems a\u{1B}[31m\napply\n")
        let result = try CLI.run(["snapshot", path, "--color", "never"])
        #expect(!result.stdout.contains("\u{1B}"))
    }
}
