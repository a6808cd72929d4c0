import Foundation
import Testing

/// The Gradescope package, end to end: built, laid out as Gradescope does, run.
@Suite struct AutograderTests {
    static let exercise = """
        ---
        id: late-table
        kind: table
        points: 10
        language: en
        title: Late table
        inputs: { source: kit, target: kat }
        visibility: { exact: after_due_date }
        due: 2025-04-01T23:59:00+09:00
        late-penalty: 20
        ---
        """

    static func metadata(created: String, userDue: String? = nil) -> String {
        let extended = userDue.map { #", "assignment": {"due_date": "\#($0)"}"# } ?? ""
        return """
            {"id": 9, "created_at": "\(created)", "assignment": {"due_date": "2025-04-01T23:59:00.000000+09:00",
             "total_points": "10.0", "title": "Lab"}, "users": [{"email": "kim@x.edu", "id": 1, "name": "Kim", "sid": "1001"\(extended)}],
             "previous_submissions": []}
            """
    }

    /// A folder laid out like Gradescope's /autograder, the package unpacked in source/.
    static func autograder(files: [String: String], created: String, userDue: String? = nil) throws -> (
        URL, CLI.Result
    ) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("diffstep-ag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("submission"), withIntermediateDirectories: true)
        let exercise = root.appendingPathComponent("late-table.md")
        try Data(Self.exercise.utf8).write(to: exercise)
        let built = try CLI.run([
            "exercise", "autograder", exercise.path, "--out", root.path + "/source/", "--allow-dynamic-stdlib",
        ])
        for (name, text) in files {
            try Data(text.utf8).write(to: root.appendingPathComponent("submission").appendingPathComponent(name))
        }
        try Data(metadata(created: created, userDue: userDue).utf8).write(
            to: root.appendingPathComponent("submission_metadata.json"))
        return (root, built)
    }

    static func run(_ root: URL) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("source/run_autograder").path]
        process.environment = ["AUTOGRADER_ROOT": root.path, "PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let data = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("run_autograder grades the submission as one, late by created_at, with per-item visibility")
    func endToEnd() throws {
        let (root, built) = try Self.autograder(
            files: ["answer.txt": "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n"], created: "2025-04-03T10:00:00.5+09:00")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(built.status == 0, "\(built.stderr)")
        let results = try Self.run(root)
        #expect(results["score"] as? Double == 6)
        #expect(
            (results["output"] as? String)?.contains(
                "Submitted 1 day 10 h 1 min late (submitted 2025-04-03T10:00:00+09:00 − due 2025-04-01T23:59:00+09:00), "
                    + "day 2 of lateness: 10 × 60% = 6.")
                == true)
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.map { $0["visibility"] as? String } == ["visible", "after_due_date"])
    }

    @Test("a per-student extension in submission_metadata moves that student's due date: on time, full marks")
    func extensionInMetadata() throws {
        let (root, _) = try Self.autograder(
            files: ["answer.txt": "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n"], created: "2025-04-03T10:00:00.5+09:00",
            userDue: "2025-04-04T23:59:00.000000+09:00")
        defer { try? FileManager.default.removeItem(at: root) }
        let results = try Self.run(root)
        #expect(results["score"] as? Double == 10)
        #expect((results["output"] as? String)?.contains("late") == false)
    }

    @Test("several uploaded files are one problem with zero, never 30 of 10")
    func severalFiles() throws {
        let right = "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n"
        let (root, _) = try Self.autograder(
            files: ["a.txt": right, "b.txt": right, "c.txt": right], created: "2025-04-01T10:00:00+09:00")
        defer { try? FileManager.default.removeItem(at: root) }
        let results = try Self.run(root)
        #expect(results["score"] as? Double == 0)
        #expect((results["output"] as? String)?.contains("3 answer files") == true)
    }

    @Test("PrairieLearn: --student grades /grade/student as one submission; an unreadable file is not gradable")
    func prairieLearn() throws {
        let folder = try CheckCommandTests.folder(["answer.txt": Array("１ # full-width, with a comment\n".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["check", CheckCommandTests.exercise("kit-kat-distance.md"), folder.path, "--student", "s1"]
        let right = try CLI.run(arguments + ["--format", "prairielearn"])
        #expect(right.status == 0)
        #expect(right.stdout.contains("\"gradable\": true,\n  \"score\": 1,"))
        try Data([0xFF]).write(to: folder.appendingPathComponent("answer.txt"))
        let broken = try CLI.run(arguments + ["--format", "prairielearn"])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("\"gradable\": false"))
        #expect(broken.stdout.contains("format_errors"))
    }

    @Test("the zip holds the scripts at its root, executable, with correct CRCs")
    func zipLayout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffstep-zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("autograder.zip").path
        let result = try CLI.run([
            "exercise", "autograder", CheckCommandTests.exercise("kit-kat-table.md"), "--out", zip,
            "--allow-dynamic-stdlib",
        ])
        #expect(result.status == 0)
        let entries = try ZipReading.entries(of: [UInt8](try Data(contentsOf: URL(fileURLWithPath: zip))))
        // libcmark is loaded at run time even by a static-stdlib build, and Gradescope lacks it.
        #expect(entries.map(\.name).prefix(4) == ["setup.sh", "run_autograder", "diffstep", "exercise/exercise.md"])
        #expect(entries.last?.name.hasPrefix("lib/libcmark.so") == true)
        #expect(entries.allSatisfy { $0.crcMatches })
        #expect(entries.first { $0.name == "run_autograder" }?.mode == 0o755)
        #expect(entries.first { $0.name == "run_autograder" }?.text.hasPrefix("#!/usr/bin/env bash\n") == true)
    }

    @Test("a generated exercise's autograder needs the course secret; a dynamic binary is refused")
    func refusals() throws {
        let noSecret = try CLI.run([
            "exercise", "autograder", CheckCommandTests.exercise("random-table.md"), "--out", "/tmp/x.zip",
        ])
        #expect(noSecret.status == 2 && noSecret.stderr.contains("needs the course secret"))
        let dynamic = try CLI.run([
            "exercise", "autograder", CheckCommandTests.exercise("kit-kat-table.md"), "--out", "/tmp/x.zip",
        ])
        #expect(dynamic.status == 2 && dynamic.stderr.contains("--static-swift-stdlib"))
    }
}

/// A minimal reader of stored ZIP entries, to check the archive diffstep writes.
enum ZipReading {
    struct Entry {
        var name: String
        var bytes: [UInt8]
        var crc: UInt32
        var mode: UInt32
        var text: String { String(decoding: bytes, as: UTF8.self) }
        var crcMatches: Bool { ZipReading.crc32(bytes) == crc }
    }

    static func entries(of zip: [UInt8]) throws -> [Entry] {
        func u16(_ at: Int) -> Int { Int(zip[at]) | Int(zip[at + 1]) << 8 }
        func u32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(zip[at + $1]) << ($1 * 8) } }
        let end = try #require((0...(zip.count - 22)).reversed().first { u32($0) == 0x0605_4b50 })
        var at = Int(u32(end + 16))
        var out: [Entry] = []
        for _ in 0..<u16(end + 10) {
            let size = Int(u32(at + 20))
            let nameLength = u16(at + 28)
            let extra = u16(at + 30) + u16(at + 32)
            let local = Int(u32(at + 42))
            let name = String(decoding: zip[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            let data = local + 30 + u16(local + 26) + u16(local + 28)
            out.append(
                Entry(
                    name: name, bytes: Array(zip[data..<(data + size)]), crc: u32(at + 16),
                    mode: (u32(at + 38) >> 16) & 0o777))
            at += 46 + nameLength + extra
        }
        return out
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
