import Foundation
import Testing

/// The tests that run the stepper on a real (pseudo) terminal, through `Scripts/pty-stepper.py`.
@Suite(.serialized) struct PseudoTerminalTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/pty-stepper.py")

    static var hasPython: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

    /// One session: the arguments, the keys pressed, the signal sent last, what must show.
    struct Session: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        var keys: String? = nil
        var signal: String = ""
        var expect: [String] = []
        var description: String { name }
    }

    static let right = "\\x1b[C"
    static let left = "\\x1b[D"

    static let sessions = [
        Session(name: "right, right, left, q", arguments: ["tutorial", "--lang", "en"]),
        Session(
            name: "SIGTERM", arguments: ["tutorial", "--lang", "en"], keys: "\(right),\(right),\(right)", signal: "TERM"
        ),
        Session(name: "SIGINT", arguments: ["lesson", "show", "4", "--lang", "ko"], keys: right, signal: "INT"),
        Session(
            name: "a predict step asks before skipping, hints, edits, checks, goes back",
            arguments: ["lesson", "show", "1", "--lang", "en"],
            keys: ["silent:9", right, right, right, "?", "8", "\\x7f", "9", "\\r", left, "q"].joined(separator: ","),
            expect: [
                "Lesson 1/14 · step 1/4", "step 3/4", "press → again to skip", "Hint: ", "> 8_", "> 9_",
                "Right!", "6 + 3 - 0 = 9", "step 2/4",
            ]),
        Session(
            name: "step kit kat is interactive on a terminal",
            arguments: ["step", "kit", "kat", "--lang", "en"],
            keys: [right, "G", "q"].joined(separator: ","),
            expect: ["step 1/16 · kit → kat", "step 2/16 · kit → kat", "step 16/16 · kit → kat"]),
        Session(
            name: "a wrong answer is told with the right one; the tutorial shows the overall step",
            arguments: ["tutorial", "--lang", "ko", "--reset"],
            keys: [right, right, "1", "0", "\\r", right, "q"].joined(separator: ","),
            expect: [
                "레슨 1/14 · 단계 1/4 · 전체 1/", "단계 3/4 · 전체 3/", "> 10_", "아닙니다. 정답은 9입니다.", "6 + 3 - 0 = 9",
                "단계 4/4 · 전체 4/",
            ]),
    ]

    @Test(
        "the stepper on a terminal: keys, questions, and the terminal restored on every way out",
        .enabled(if: hasPython), arguments: sessions)
    func session(_ session: Session) throws {
        let state = NSTemporaryDirectory() + "diffstep-pty-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let text = try Self.run(session, state: state)
        #expect(!text.contains("FAIL"))
        #expect(text.contains("ok   terminal settings restored"))
        if session.keys == nil {
            // Right, right, left: the learner quit on step 2 of the walk, and that was saved.
            let saved = try String(contentsOfFile: state + "/diffstep/progress.json", encoding: .utf8)
            #expect(saved.contains("\"step\" : 1"))
        }
        if session.signal == "TERM" {
            // Progress is saved on SIGTERM too: step 3 of the walk.
            let saved = try String(contentsOfFile: state + "/diffstep/progress.json", encoding: .utf8)
            #expect(saved.contains("\"step\" : 2"))
        }
    }

    /// Runs one session with its progress kept in `state`; returns the script's report.
    static func run(_ session: Session, state: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.script.path, CLI.binary.path] + session.arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state
        environment["PTY_SIGNAL"] = session.signal
        environment["PTY_KEYS"] = session.keys
        environment["PTY_EXPECT"] = session.expect.joined(separator: "|")
        environment["NO_COLOR"] = session.expect.isEmpty ? nil : "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        return text
    }

    @Test(
        "the tutorial resumes where the learner quit: a second run opens on the step the first left",
        .enabled(if: hasPython))
    func resume() throws {
        let state = NSTemporaryDirectory() + "diffstep-pty-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = Session(
            name: "first run", arguments: ["tutorial", "--lang", "en"], keys: "\(Self.right),\(Self.right),q",
            expect: ["Lesson 1/14 · step 1/4", "step 3/4"])
        #expect(!(try Self.run(first, state: state)).contains("FAIL"))
        let second = Session(
            name: "second run", arguments: ["tutorial", "--lang", "en"], keys: "q",
            expect: ["Lesson 1/14 · step 3/4 · overall 3/"])
        let report = try Self.run(second, state: state)
        #expect(!report.contains("FAIL"), "\(report)")
        let reset = Session(
            name: "reset", arguments: ["tutorial", "--lang", "en", "--reset"], keys: "q",
            expect: ["Lesson 1/14 · step 1/4 · overall 1/"])
        #expect(!(try Self.run(reset, state: state)).contains("FAIL"))
    }

    @Test(
        "a saved position in a later lesson opens there; an unreadable file is set aside and lesson 1 opens",
        .enabled(if: hasPython))
    func resumeFromFile() throws {
        let state = NSTemporaryDirectory() + "diffstep-pty-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: state + "/diffstep", withIntermediateDirectories: true)
        let file = state + "/diffstep/progress.json"
        try #"{"version": 1, "lesson": "kit-kat", "step": 2, "completed": ["batch-crash"]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let later = Session(
            name: "kit-kat", arguments: ["tutorial", "--lang", "en"], keys: "q", expect: ["Lesson 4/14 · step 3/"])
        let report = try Self.run(later, state: state)
        #expect(!report.contains("FAIL"), "\(report)")
        try "{ not json".write(toFile: file, atomically: true, encoding: .utf8)
        let broken = Session(
            name: "broken", arguments: ["tutorial", "--lang", "en"], keys: "q", expect: ["Lesson 1/14 · step 1/4"])
        #expect(!(try Self.run(broken, state: state)).contains("FAIL"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: state + "/diffstep")
        #expect(aside.contains { $0.hasPrefix("progress.unreadable-") })
    }
}
