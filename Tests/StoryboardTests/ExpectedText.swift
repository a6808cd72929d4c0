import Foundation
import Render
import Storyboard
import Testing

/// Compares frames, drawn as plain text, with a reviewed file in `Expected/`.
///
/// `DIFFSTEP_RECORD=1 swift test --filter StoryboardTests` rewrites the files; read the diff
/// like code before committing it.
enum ExpectedText {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")

    static func check(_ frames: [Frame], heading: Localized, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for language in Language.allCases {
            let text = TerminalFrame(language: language, colors: false, width: 80)
                .transcript(frames, heading: heading).joined(separator: "\n") + "\n"
            let file = directory.appendingPathComponent("\(name).\(language.rawValue).txt")
            if ProcessInfo.processInfo.environment["DIFFSTEP_RECORD"] == "1" {
                try text.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(text == expected, "\(file.lastPathComponent) differs; re-record with DIFFSTEP_RECORD=1", sourceLocation: sourceLocation)
        }
    }
}
