import BatchModel

extension SnapshotWords {
    /// A script that does not parse, in three lines: `file:line:column: what`, the line, and
    /// a caret under the column (the CLI and the WebAssembly build say the same).
    /// - Parameters:
    ///   - failure: where and why the script stopped.
    ///   - file: the name to show for the script.
    /// - Complexity: O(n) in the length of the line.
    package static func parseMessage(_ failure: ScriptFailure, file: String) -> Localized {
        let words = explanation(for: failure.reason)
        let caret = String(repeating: " ", count: max(0, failure.column - 1)) + "^"
        func message(_ text: String) -> String {
            "\(file):\(failure.line):\(failure.column): \(text)\n    \(failure.text)\n    \(caret)"
        }
        return Localized(ko: message(words.ko), en: message(words.en))
    }
}
