import Foundation
import Testing

/// Compares output with a reviewed file in the test target's `Expected/` folder.
///
/// `DIFFSTEP_RECORD=1 swift test` writes the files instead; read their diff like code
/// before committing it.
public enum ExpectedOutput {
    /// True when the run re-records expected files (`DIFFSTEP_RECORD=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["DIFFSTEP_RECORD"] == "1" }

    /// The `Expected/` folder of the test target that holds `filePath`
    /// (`Tests/<Target>/…/File.swift` -> `Tests/<Target>/Expected`).
    public static func directory(for filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.deletingLastPathComponent().lastPathComponent != "Tests", folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Expected")
    }

    /// A fixture file's text (empty when it cannot be read: the test then fails on its content).
    public static func text(at path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// The package's root folder, for tests that read `Examples/` or `Exercises/`.
    public static func packageRoot(filePath: String = #filePath) -> URL {
        directory(for: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Expects `actual` to equal `Expected/<name>` of the calling test target, or records it.
    /// - Parameters:
    ///   - actual: the output.
    ///   - name: the file's path inside `Expected/`.
    ///   - filePath: the calling test file; its target's `Expected/` is used.
    public static func check(
        _ actual: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = directory(for: filePath).appendingPathComponent(name)
        if isRecording {
            try Data(actual.utf8).write(to: url, options: .atomic)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "differs from Expected/\(name); re-record with DIFFSTEP_RECORD=1 and review the diff",
            sourceLocation: sourceLocation)
    }
}
