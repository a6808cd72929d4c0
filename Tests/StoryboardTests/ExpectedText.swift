import Render
import Storyboard
import TestSupport
import Testing

/// Compares frames, drawn as plain text, with a reviewed file in `Expected/`.
///
/// `DIFFSTEP_RECORD=1 swift test --filter StoryboardTests` rewrites the files; read the diff
/// like code before committing it.
enum ExpectedText {
    static func check(
        _ frames: [Frame], heading: Localized, name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for language in Language.allCases {
            let text =
                TerminalFrame(language: language, colors: false, width: 80)
                .transcript(frames, heading: heading).joined(separator: "\n") + "\n"
            try ExpectedOutput.check(text, named: "\(name).\(language.rawValue).txt", sourceLocation: sourceLocation)
        }
    }
}
