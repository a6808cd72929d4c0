import Foundation
import Testing

/// Compares output with a file in `Expected/`; `DIFFSTEP_RECORD=1 swift test` rewrites the files.
enum ExpectedOutput {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DIFFSTEP_RECORD"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from Expected/\(name); re-record with DIFFSTEP_RECORD=1", sourceLocation: sourceLocation)
    }
}
