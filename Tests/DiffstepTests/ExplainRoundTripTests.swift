import Foundation
import Testing

/// Every template `diffstep batch` raises, pasted into `diffstep explain`, and the command it
/// prints run as the user runs it (`sh -c`, the built binary first on `PATH`): the same text
/// comes back, modulo addresses and whitespace.
@Suite struct ExplainRoundTripTests {
    /// A batch that raises `template`: the release, the view, the counts and the calls.
    struct Case: Sendable, CustomStringConvertible {
        var template: String
        var ios: String
        var view = "collection"
        var old: String
        var new: String
        var calls: String
        var description: String { "\(template) --ios \(ios) --view \(view) \(old) -> \(new): \(calls)" }
    }

    static let cases: [Case] = [
        Case(template: "M1", ios: "14", old: "[1]", new: "[1, 1]", calls: "{}"),
        Case(template: "M1", ios: "13", view: "table", old: "[1]", new: "[1, 1]", calls: "{}"),
        Case(template: "M2", ios: "16", old: "[2]", new: "[3]", calls: "{}"),
        Case(template: "M2", ios: "13", view: "table", old: "[2]", new: "[3]", calls: "delete 0"),
        Case(template: "M3", ios: "18", old: "[1]", new: "[0]", calls: "delete 0 0"),
        Case(template: "M4", ios: "18", old: "[2]", new: "[3]", calls: "{}"),
        Case(template: "M4", ios: "16.4", view: "table", old: "[2, 0]", new: "[2, 1]", calls: "insert 0\ndelete 1"),
        Case(template: "M5", ios: "18", old: "[2]", new: "[1]", calls: "delete 0\nreload 0"),
        Case(template: "M6", ios: "18", old: "[2]", new: "[2]", calls: "delete 0\nmove 0 1"),
        Case(template: "M7", ios: "18", old: "[2]", new: "[3]", calls: "insert 1\nmove 0 1"),
        Case(template: "M8", ios: "18", old: "[1]", new: "[1]", calls: "delete section 3"),
        Case(template: "M9", ios: "18", old: "[1]", new: "[1]", calls: "delete 2:0"),
        Case(template: "M10", ios: "18", old: "[3]", new: "[3]", calls: "delete 5"),
        Case(template: "M11", ios: "18", old: "[1]", new: "[1]", calls: "insert section 3"),
        Case(template: "M12", ios: "18", old: "[1]", new: "[1]", calls: "insert 2:0"),
        Case(template: "M13", ios: "18", view: "table", old: "[3]", new: "[3]", calls: "insert 5"),
        Case(template: "M14", ios: "18", old: "[1]", new: "[1]", calls: "move section 3 0"),
        Case(template: "M15", ios: "18", old: "[1, 1]", new: "[1]", calls: "move section 0 3"),
        Case(template: "M16", ios: "18", old: "[1]", new: "[1]", calls: "move 2:0 0"),
        Case(template: "M17", ios: "18", old: "[3]", new: "[3]", calls: "move 5 0"),
        Case(template: "M18", ios: "18", old: "[1]", new: "[1]", calls: "move 0 2:0"),
        Case(template: "M19", ios: "18", old: "[3]", new: "[3]", calls: "move 0 5"),
        Case(
            template: "M20", ios: "18", old: "[0, 0, 0]", new: "[0, 0, 0]", calls: "move section 0 1\nmove section 0 2"),
        Case(template: "M21", ios: "18", old: "[3]", new: "[3]", calls: "move 0 1\nmove 0 2"),
        Case(
            template: "M22", ios: "18", old: "[0, 0, 0]", new: "[0, 0, 0]", calls: "move section 0 2\nmove section 1 2"),
        Case(template: "M23", ios: "18", view: "table", old: "[3]", new: "[3]", calls: "move 0 2\nmove 1 2"),
        Case(template: "M24", ios: "18", old: "[1, 1]", new: "[1]", calls: "delete section 0\nmove 0:0 0:0"),
    ]

    /// The reason `diffstep batch` printed (`reason: '...'`, which may run over lines).
    static func reason(_ stdout: String) throws -> String {
        let start = try #require(stdout.range(of: "reason: '"))
        let end = try #require(stdout.range(of: "'", options: .backwards))
        return String(stdout[start.upperBound..<end.lowerBound])
    }

    /// Whitespace runs made one space, addresses `0x…`: what "the same text" compares.
    static func normalised(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x…", options: .regularExpression)
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Runs `command` in a POSIX shell with the built `diffstep` first on `PATH`.
    static func shell(_ command: String) throws -> CLI.Result {
        let path =
            CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        return try CLI.run(
            ["-c", command], environment: ["PATH": path], executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test("batch -> reason -> explain -> the printed command, run in sh, raises the same reason", arguments: cases)
    func roundTrip(_ example: Case) throws {
        let batch = try CLI.run(
            [
                "batch", "--ios", example.ios, "--view", example.view, "--old", example.old, "--new", example.new,
                "--calls", "-",
            ], stdin: example.calls + "\n")
        #expect(batch.status == 3, "\(example)")
        let pasted = try Self.reason(batch.stdout)
        let explained = try CLI.run(["explain", "--format", "json", pasted])
        #expect(explained.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])
        #expect(json["template"] as? String == example.template, "\(example)")
        let command = try #require(json["reproduce"] as? String, "\(example): \(explained.stdout)")
        let run = try Self.shell(command)
        #expect(run.status == 3, "\(command)")
        #expect(Self.normalised(try Self.reason(run.stdout)) == Self.normalised(pasted), "\(command)")
        // The text report prints the same command.
        let text = try CLI.run(["explain", pasted])
        #expect(text.stdout.contains("\n  " + command + "\n") || text.stdout.hasSuffix("\n  " + command + "\n"))
    }

    @Test("a diffable text: the check, and a snapshot script that, run in sh, raises it")
    func diffable() throws {
        let pasted = "2020-01-18 09:33:41.207 Demo[37163:6025667] [General] Fatal: supplied identifiers are not unique."
        let explained = try CLI.run(["explain", "--format", "json", pasted])
        #expect(explained.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])
        #expect(json["kind"] as? String == "itemsNotUniqueShort")
        let command = try #require(json["reproduce"] as? String)
        let run = try Self.shell(command)
        #expect(run.status == 1)
        #expect(run.stdout.contains("Fatal: supplied identifiers are not unique."))
        let log = try CLI.run([
            "explain",
            "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive.",
        ])
        #expect(log.status == 0)
        #expect(log.stdout.contains("A log, not a crash"))
    }

    @Test("a modern text without its view suffix is reproduced without one; a suffix only where the paste has one")
    func suffixFollowsPaste() throws {
        let body =
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        for (pasted, suffix) in [
            (body, false), (body + " Collection view: <UICollectionView: 0x7f9; frame = (0 0; 390 844)>", true),
        ] {
            let explained = try CLI.run(["explain", "--format", "json", pasted])
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])
            let command = try #require(json["reproduce"] as? String)
            let run = try Self.shell(command)
            #expect(run.status == 3)
            let raised = try Self.reason(run.stdout)
            #expect(raised.contains("Collection view: <") == suffix, "\(command)")
            #expect(Self.normalised(raised).hasPrefix(Self.normalised(body)))
        }
    }
}
