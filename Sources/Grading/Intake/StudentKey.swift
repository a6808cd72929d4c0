import Foundation

/// The one spelling of a student identity: `Kim.txt`, `kim.txt`, `kim ` and a Korean name in
/// NFD (as macOS writes file names) are the same student.
public enum StudentKey {
    /// `text` in Unicode NFC, case folded, without leading or trailing whitespace, inner
    /// runs of whitespace as one space.
    public static func normalized(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.lowercased()
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The letters and digits of `text`, normalised: how Canvas writes a name into a file
    /// name (`Doe, Jane` -> `doejane`).
    public static func compact(_ text: String) -> String {
        String(normalized(text).filter { $0.isLetter || $0.isNumber })
    }
}
