import Foundation
import Testing

/// The one test that runs the stepper on a real (pseudo) terminal.
@Suite struct PseudoTerminalTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/pty-stepper.py")

    static var hasPython: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

    @Test(
        "keys step and quit; q restores the terminal",
        .enabled(if: hasPython), arguments: [""])
    func stepperRestoresTerminal(signal: String) throws {
        let state = NSTemporaryDirectory() + "diffstep-pty-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.script.path, CLI.binary.path, "tutorial", "--lang", "en"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state
        environment["PTY_SIGNAL"] = signal
        environment["NO_COLOR"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(!text.contains("FAIL"))
        // Right, right, left: the learner quit on step 2 of the walk, and that was saved.
        if signal.isEmpty {
            let saved = try String(contentsOfFile: state + "/diffstep/progress.json", encoding: .utf8)
            #expect(saved.contains("\"step\" : 1"))
        }
    }
}
