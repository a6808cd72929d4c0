import Foundation
import Testing

@Suite struct LessonCommandTests {
    @Test("lesson list prints fourteen lessons, in Korean with --lang ko")
    func list() throws {
        let english = try CLI.run(["lesson", "list"])
        #expect(english.status == 0)
        #expect(english.stdout.split(separator: "\n").count == 14)
        #expect(english.stdout.contains("kit-kat"))
        // Numbers are right-aligned, so every id starts in the same column (lesson 10 too).
        let idColumns = Set(
            english.stdout.split(separator: "\n").map { line in
                line.distance(from: line.startIndex, to: line.firstIndex(where: \.isLetter)!)
            })
        #expect(idColumns.count == 1)
        let korean = try CLI.run(["lesson", "list", "--lang", "ko"])
        #expect(korean.stdout.contains("편집 거리"))
    }

    @Test("lesson show prints every frame when piped, or only the last with --frames final")
    func show() throws {
        let all = try CLI.run(["lesson", "show", "kit-kat"])
        #expect(all.status == 0)
        #expect(all.stdout.contains("i vs a"))
        #expect(all.stdout.contains("edit distance 1"))
        let final = try CLI.run(["lesson", "show", "4", "--frames", "final"])
        #expect(!final.stdout.contains("Seed the first row"))
        #expect(final.stdout.contains("edit distance 1"))
    }

    @Test("an unknown lesson is one line on stderr and exit code 2")
    func unknown() throws {
        let result = try CLI.run(["lesson", "show", "no-such-lesson"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("bare diffstep, piped, prints lesson 1 and exits 0")
    func bare() throws {
        let result = try CLI.run([])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Lesson 1/14"))
        #expect(!result.stdout.contains("Lesson 2/14"))
    }

    @Test("an unreadable progress file is set aside with a warning, not a crash")
    func unreadableProgress() throws {
        let state = NSTemporaryDirectory() + "diffstep-progress-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: state + "/diffstep", withIntermediateDirectories: true)
        try "{not json".write(toFile: state + "/diffstep/progress.json", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: state) }
        // Piped, the tutorial prints lesson 1 without reading progress; --reset clears it.
        let result = try CLI.run(["tutorial", "--reset"], environment: ["XDG_STATE_HOME": state])
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: state + "/diffstep/progress.json"))
    }
}
