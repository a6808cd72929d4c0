import Foundation

/// Runs the built `diffstep` binary as a user would, and captures what it printed.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary next to the test bundle (`.build/<config>/diffstep`).
    static let binary: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // swift test runs `<triple>/debug/diffstepPackageTests.xctest` (a binary on Linux).
        if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("diffstep")
    }()

    static func run(
        _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], in folder: URL? = nil,
        executable: URL = binary
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        if let folder { process.currentDirectoryURL = folder }
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "en_US.UTF-8"
        env["LC_ALL"] = nil
        env["NO_COLOR"] = nil
        env["XDG_STATE_HOME"] = NSTemporaryDirectory() + "diffstep-tests-\(getpid())"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // Files, not pipes: a large output cannot fill a pipe and stall the child.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "diffstep-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("out")
        let errURL = directory.appendingPathComponent("err")
        let inURL = directory.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((stdin ?? "").utf8))
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
