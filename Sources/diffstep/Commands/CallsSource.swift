import ArgumentParser
import BatchModel
import Foundation
import Render
import Storyboard

#if canImport(Glibc)
    import Glibc
#endif

/// Reading `--calls FILE|-` (and `diffstep snapshot FILE|-`) and reporting a parse failure with its line and a caret.
enum CallsSource {
    /// The text of the file, or of standard input for `-`.
    static func read(_ path: String) throws(CLIError) -> String {
        try InputText.read(path: path)
    }

    /// Writes the error line, then for a parse failure the source line and a caret; exits 2.
    static func report(_ error: BatchError, file: String, console: Console) throws -> Never {
        let name = file == "-" ? "<stdin>" : file
        guard case .parse(let failure) = error else { throw CLIError(BatchErrorWords.localized(error, file: name)) }
        console.error(BatchErrorWords.localized(error, file: name)[console.language])
        // A long line is shown as a window of 60 characters around the column, so one line of
        // 3,000 brackets does not fill the screen.
        let line = Array(failure.sourceLine)
        let column = min(max(0, failure.column - 1), line.count)
        let start = max(0, min(column - 30, line.count - 60))
        let end = min(line.count, start + 60)
        let lead = start > 0 ? "…" : ""
        let prefix = lead + String(line[start..<column])
        let shown = lead + String(line[start..<end]) + (end < line.count ? "…" : "")
        let caret = String(repeating: " ", count: TerminalText.width(TerminalText.escaped(prefix))) + "^"
        console.write("  " + TerminalText.escaped(shown) + "\n  " + caret + "\n", to: STDERR_FILENO)
        throw ExitCode(2)
    }
}
