import Foundation
import Testing

@Suite struct StepCommandTests {
    @Test("piped, step prints every frame: seeds, one per cell, backtrace, summary")
    func allFrames() throws {
        let result = try CLI.run(["step", "kit", "kat"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        // 2 seeds + 9 inner cells + 4 backtrace steps + the summary.
        #expect(result.stdout.contains("kit → kat · step 1/16"))
        #expect(result.stdout.contains("kit → kat · step 16/16"))
        #expect(!result.stdout.contains("step 17/"))
        #expect(result.stdout.contains("min("))
    }

    @Test("--frames final prints the summary alone; the trace options apply")
    func finalFrame() throws {
        let result = try CLI.run(["step", "AUERY", "GARUEY", "--frames", "final", "--notation", "ops", "--lang", "ko"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("── AUERY → GARUEY · 단계 41/41"))
        #expect(result.stdout.contains("2i 1d"))
        let unit = try CLI.run(["step", "--unit", "word", "--frames", "final", "a b", "b"])
        // Two words and one: 2 seeds + 2 inner cells + 3 backtrace steps + the summary.
        #expect(unit.stdout.hasPrefix("── a b → b · step 8/8"))
    }

    @Test("texts from files, as with trace")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diffstep-step-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "kit".write(to: directory.appendingPathComponent("a"), atomically: true, encoding: .utf8)
        try "kat".write(to: directory.appendingPathComponent("b"), atomically: true, encoding: .utf8)
        let result = try CLI.run([
            "step", "--source-file", directory.appendingPathComponent("a").path,
            "--target-file", directory.appendingPathComponent("b").path, "--frames", "final",
        ])
        #expect(result.stdout.contains("kit → kat · step 16/16"))
    }

    @Test("a table too big to step is one line suggesting trace or distance, exit 2")
    func tooBig() throws {
        let long = String(repeating: "a", count: 260)
        let result = try CLI.run(["step", long, long])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("diffstep trace") && result.stderr.contains("diffstep distance"))
        let limit = try CLI.run(["step", "kit", "kat", "--max-cells", "4"])
        #expect(limit.status == 2)
        #expect(limit.stderr.contains("--max-cells"))
    }
}
