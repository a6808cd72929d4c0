import ArgumentParser

// TEMPORARY: stands in for the engine's `Unit` (branch `engine`) until it is merged; then
// `diff` takes `--unit` as `Unit` (grapheme, scalar, jamo, word, line, item) and this file goes.

/// What one item of `diffstep diff`'s input is.
enum DiffUnit: String, CaseIterable, ExpressibleByArgument {
    /// A user-perceived character.
    case grapheme
    /// A run of non-whitespace characters.
    case word
    /// A line, without its line break.
    case line

    /// Splits text into items.
    func items(of text: String) -> [String] {
        switch self {
        case .grapheme: text.map(String.init)
        case .word: text.split(whereSeparator: \.isWhitespace).map(String.init)
        case .line:
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(text.hasSuffix("\n") ? 1 : 0)
        }
    }
}
