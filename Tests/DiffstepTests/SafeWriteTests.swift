import Foundation
import Testing

/// `site --out` and `check --out` never destroy what diffstep did not write.
@Suite struct SafeWriteTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffstep-safe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("site refuses a folder of someone else's files and leaves it untouched")
    func foreignFolder() throws {
        let root = try Self.scratch()
        let foreign = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("thesis.txt"))
        let result = try CLI.run(["site", "--out", foreign.path, "--no-engine"])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("thesis.txt"))
        #expect(try Self.names(in: foreign) == ["thesis.txt"])
        #expect(try Self.names(in: root) == ["notes"])
    }

    @Test(
        "site refuses a regular file, a symbolic link, the current folder and an empty name",
        arguments: [
            "afile", "alink", ".", "", "..",
        ])
    func refusedTargets(target: String) throws {
        let root = try Self.scratch()
        let inner = root.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: inner.appendingPathComponent("afile"))
        try FileManager.default.createSymbolicLink(
            atPath: inner.appendingPathComponent("alink").path, withDestinationPath: root.path)
        let result = try CLI.run(["site", "--out", target, "--no-engine"], in: inner)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("diffstep: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Self.names(in: inner) == ["afile", "alink"])
        #expect(try String(contentsOf: inner.appendingPathComponent("afile"), encoding: .utf8) == "keep")
        #expect(try Self.names(in: root) == ["here"])
    }

    @Test("site writes an empty folder, then replaces its own output, but not once a file is added")
    func ownFolder() throws {
        let root = try Self.scratch()
        let site = root.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let first = try CLI.run(["site", "--out", site.path, "--no-engine"])
        #expect(first.status == 0)
        let manifest = try String(contentsOf: site.appendingPathComponent(".diffstep-site"), encoding: .utf8)
        #expect(manifest.contains("index.html"))
        let again = try CLI.run(["site", "--out", site.path, "--no-engine"])
        #expect(again.status == 0)
        try Data("mine".utf8).write(to: site.appendingPathComponent("mine.txt"))
        let refused = try CLI.run(["site", "--out", site.path, "--no-engine"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("mine.txt"))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("mine.txt").path))
        #expect(try Self.names(in: root) == ["Site"])
    }

    @Test("Ctrl-C while the site is written removes the temporary folder and exits 130")
    func interrupted() throws {
        let root = try Self.scratch()
        let result = try CLI.run(
            ["site", "--out", root.appendingPathComponent("Site").path, "--no-engine"],
            environment: ["DIFFSTEP_TEST_INTERRUPT_AFTER": "5"])
        #expect(result.status == 130)
        #expect(try Self.names(in: root) == [])
    }

    @Test("site errors follow the locale, not the first page language")
    func siteErrorLanguage() throws {
        let english = try CLI.run(["site", "--out", "", "--no-engine"])
        #expect(english.stderr.contains("empty"))
        let korean = try CLI.run(["site", "--out", "", "--no-engine"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("비었습니다"))
    }

    @Test("a report written with --out replaces a file atomically and refuses a folder")
    func reportOut() throws {
        let root = try Self.scratch()
        let exercise = CheckCommandTests.exercise("kit-kat-table.md")
        let submissions = try CheckCommandTests.folder(["kim.txt": Array("0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n".utf8)])
        let report = root.appendingPathComponent("report.json")
        try Data("old".utf8).write(to: report)
        let written = try CLI.run(["check", exercise, submissions.path, "--format", "json", "--out", report.path])
        #expect(written.status == 0 || written.status == 1)
        #expect(try String(contentsOf: report, encoding: .utf8).hasPrefix("{"))
        let folder = root.appendingPathComponent("afolder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let refused = try CLI.run(["check", exercise, submissions.path, "--out", folder.path])
        #expect(refused.status == 2)
        #expect(try Self.names(in: root) == ["afolder", "report.json"])
    }

    @Test("a full disk on standard output is one line and exit 1, not silence and 0")
    func fullDisk() throws {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["trace", "kitten", "sitting"]
        process.environment = ["LANG": "en_US.UTF-8"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text == "diffstep: cannot write to standard output: no space left on the disk\n")
    }
}

@Suite struct SiteEngineTests {
    @Test("site without the engine's parts says how to build them, in one line, and writes nothing")
    func missingEngine() throws {
        let root = try SafeWriteTests.scratch()
        let site = root.appendingPathComponent("Site").path
        let result = try CLI.run(["site", "--out", site, "--engine", root.appendingPathComponent("none").path])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("engine-text.wasm.gz"))
        #expect(result.stderr.contains("make wasm") && result.stderr.contains("--no-engine"))
        #expect(try SafeWriteTests.names(in: root) == [])
    }

    @Test("site refuses an engine part that is not WebAssembly, and a folder that lacks a part")
    func notWasm() throws {
        let root = try SafeWriteTests.scratch()
        try Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]).write(to: root.appendingPathComponent("engine-text.wasm"))
        let lacking = try CLI.run(["site", "--out", root.appendingPathComponent("Site").path, "--engine", root.path])
        #expect(lacking.status != 0 && lacking.stderr.contains("engine-batch.wasm"))
        try Data("<script>alert(1)</script>".utf8).write(to: root.appendingPathComponent("engine-batch.wasm"))
        let result = try CLI.run(["site", "--out", root.appendingPathComponent("Site").path, "--engine", root.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("not a WebAssembly module") && result.stderr.contains("engine-batch.wasm"))
        #expect(try SafeWriteTests.names(in: root) == ["engine-batch.wasm", "engine-text.wasm"])
        let file = try CLI.run(
            [
                "site", "--out", root.appendingPathComponent("Site").path, "--engine",
                root.appendingPathComponent("engine-text.wasm").path,
            ])
        #expect(file.status != 0 && file.stderr.contains("takes the folder") && !file.stderr.contains("\n\n"))
    }

    @Test("site with an engine writes the loader and one script per part, and lists them in the manifest")
    func withEngine() throws {
        let root = try SafeWriteTests.scratch()
        for part in ["text", "batch", "snapshot", "explain", "grade", "gradebatch"] {
            try Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]).write(to: root.appendingPathComponent("engine-\(part).wasm"))
        }
        let site = root.appendingPathComponent("Site")
        let result = try CLI.run(["site", "--out", site.path, "--engine", root.path, "--lang", "en"])
        #expect(result.status == 0)
        let text = try String(contentsOf: site.appendingPathComponent("engine-text.js"), encoding: .utf8)
        #expect(text.contains("DiffstepEngine.add(\"text\", \"AGFzbQEAAAA=\");"))
        let loader = try String(contentsOf: site.appendingPathComponent("engine.js"), encoding: .utf8)
        #expect(loader.contains("window.DiffstepEngine"))
        let manifest = try String(contentsOf: site.appendingPathComponent(".diffstep-site"), encoding: .utf8)
        let listed = manifest.split(separator: "\n")
        #expect(listed.contains("engine.js") && listed.contains("engine-text.js") && listed.contains("engine-batch.js"))
    }

    @Test("site inlines a gzipped part (make wasm's engine-PART.wasm.gz) as it is; the page inflates it")
    func withGzippedEngine() throws {
        let root = try SafeWriteTests.scratch()
        // A gzip header (1f 8b, deflate, no flags) and a few bytes: the site does not inflate it.
        for part in ["text", "batch", "snapshot", "explain", "grade", "gradebatch"] {
            try Data([0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 2, 3]).write(
                to: root.appendingPathComponent("engine-\(part).wasm.gz"))
        }
        let site = root.appendingPathComponent("Site")
        let result = try CLI.run(["site", "--out", site.path, "--engine", root.path, "--lang", "en"])
        #expect(result.status == 0)
        let script = try String(contentsOf: site.appendingPathComponent("engine-batch.js"), encoding: .utf8)
        #expect(script.contains("\"H4sIAAAAAAACAw==\""))
        let loader = try String(contentsOf: site.appendingPathComponent("engine.js"), encoding: .utf8)
        #expect(loader.contains("DecompressionStream(\"gzip\")"))
    }
}
