import Foundation
import Testing

/// A file saved on Windows (CRLF), by an old Mac (CR) or with a BOM means what the same file
/// saved with LF means, for every kind of input the CLI reads.
@Suite struct LineEndingTests {
    enum Saving: String, CaseIterable {
        case lf, crlf, cr, bomCRLF

        func bytes(_ text: String) -> [UInt8] {
            switch self {
            case .lf: Array(text.utf8)
            case .crlf: Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            case .cr: Array(text.replacingOccurrences(of: "\n", with: "\r").utf8)
            case .bomCRLF: [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            }
        }
    }

    /// Each exercise kind with an answer that earns full marks when saved with LF.
    static let answers: [(exercise: String, answer: String)] = [
        ("kit-kat-table.md", "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n"),
        ("indexpath-game-batch.md", "delete 0 1 2\ninsert 3 4 5\n"),
        ("wifi-snapshot.md", "delete 1:2\ninsert 1:0\nmove 1:3 1:1\n"),
        (
            "example6-crash.md",
            "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update\n"
        ),
    ]

    static func score(_ exercise: String, _ bytes: [UInt8]) throws -> (status: Int32, json: String) {
        let folder = try CheckCommandTests.folder(["kim.txt": bytes])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["check", CheckCommandTests.exercise(exercise), folder.path, "--format", "json"])
        return (result.status, result.stdout)
    }

    @Test("a CRLF, CR or BOM submission scores exactly what the LF one scores", arguments: answers)
    func submissions(exercise: String, answer: String) throws {
        let expected = try Self.score(exercise, Saving.lf.bytes(answer))
        #expect(expected.status == 0, "the LF answer to \(exercise) should earn full marks")
        for saving in Saving.allCases where saving != .lf {
            let got = try Self.score(exercise, saving.bytes(answer))
            #expect(got.status == expected.status, "\(saving)")
            #expect(got.json == expected.json, "\(saving)")
        }
    }

    @Test("diff --unit line reads CRLF files line by line", arguments: Saving.allCases)
    func lineDiff(saving: Saving) throws {
        let folder = try CheckCommandTests.folder([
            "old.txt": saving.bytes("kitten\nsitting\nbiting\n"),
            "new.txt": Saving.lf.bytes("kitten\nmitten\nbiting\n"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run([
            "diff", "--unit", "line", "--source-file", folder.appendingPathComponent("old.txt").path,
            "--target-file", folder.appendingPathComponent("new.txt").path, "--format", "summary",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("inserts 1, deletes 1"))
    }

    @Test("a snapshot script and a calls file saved with CRLF and a BOM run as with LF")
    func scriptsAndCalls() throws {
        let script = "appendSections main\nappendItems a b c\napply\ndeleteItems b\napply\n"
        let calls = "collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])\n"
        let folder = try CheckCommandTests.folder([
            "lf.txt": Saving.lf.bytes(script), "crlf.txt": Saving.bomCRLF.bytes(script),
            "calls-lf.swift": Saving.lf.bytes(calls), "calls-crlf.swift": Saving.bomCRLF.bytes(calls),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lf = try CLI.run(["snapshot", folder.appendingPathComponent("lf.txt").path])
        let crlf = try CLI.run(["snapshot", folder.appendingPathComponent("crlf.txt").path])
        #expect(lf.status == 0)
        #expect(crlf.status == lf.status)
        #expect(crlf.stdout == lf.stdout)
        let batch = ["batch", "--old", "a b c", "--new", "a c", "--calls"]
        let callsLF = try CLI.run(batch + [folder.appendingPathComponent("calls-lf.swift").path])
        let callsCRLF = try CLI.run(batch + [folder.appendingPathComponent("calls-crlf.swift").path])
        #expect(callsLF.status == 0)
        #expect(callsCRLF.stdout == callsLF.stdout)
    }

    @Test("a file over the size limit is refused before it is read, in one line")
    func hugeFile() throws {
        let folder = try CheckCommandTests.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.txt")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        let result = try CLI.run(["trace", "--source-file", big.path, "--target-file", big.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("diffstep: file too large: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
