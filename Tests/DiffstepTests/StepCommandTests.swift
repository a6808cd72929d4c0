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

    @Test("a band too big even for the traced limit is one line suggesting distance, exit 2")
    func tooBig() throws {
        // 4001 rows x (2 x 4000 + 2) slots > 25,000,000: the band cannot be kept either.
        let result = try CLI.run(["step", String(repeating: "a", count: 4000), String(repeating: "b", count: 4000)])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("diagonal band too large") && result.stderr.contains("diffstep distance"))
    }

    @Test("past --max-cells, step walks the band through a window of that many cells, and says which")
    func bandWindow() throws {
        // kit -> kat: k = 1; a 2 x 2 window centred on the substitution at (2, 2).
        let result = try CLI.run(["step", "kit", "kat", "--max-cells", "4", "--lang", "en"])
        #expect(result.status == 0)
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Shown: rows 1–2 and columns 1–2 around the path (4 of 16 cells)."))
        // One band frame, 4 fills, the path's 2 cells inside the window, the summary.
        #expect(result.stdout.contains("step 8/8"))
        let long = String(repeating: "a", count: 260)
        let equal = try CLI.run(["step", long, long, "--frames", "final", "--lang", "ko"])
        #expect(equal.status == 0)
        #expect(equal.stdout.contains("편집 거리는 0입니다"))
    }
}
