import DiffEngine
import Storyboard

extension ChangeReport {
    /// One line per change, a blank line, then the counts.
    ///
    /// ```
    /// delete "a" at 0
    /// insert "d" at 2
    ///
    /// inserts 1, deletes 1, moves 0, updates 0
    /// ```
    /// - Parameters:
    ///   - language: the language of the words.
    ///   - colors: whether to colour each line by its kind.
    /// - Returns: the lines, without a final newline.
    package func text(language: Language, colors: Bool) -> String {
        var lines = changes.map { Self.style($0.kind).apply(line($0, language: language), enabled: colors) }
        if !lines.isEmpty { lines.append("") }
        return (lines + [summary(language: language)]).joined(separator: "\n")
    }

    /// The counts alone, on one line.
    ///
    /// - Parameter language: the language of the labels.
    /// - Returns: `inserts 1, deletes 1, moves 0, updates 0`.
    package func summary(language: Language) -> String {
        let counts = countedKinds.map { "\(Self.countLabel($0)[language]) \(self.counts[$0])" }.joined(separator: ", ")
        return isMinimal
            ? counts : counts + "\n" + ListDiffWords.notMinimal(shortestScript: algorithm == "myers")[language]
    }

    private func line(_ change: Change<String>, language: Language) -> String {
        Self.sentence(change)[language]
    }

    /// An item in quotes, with control characters escaped so input cannot drive the terminal.
    static func quoted(_ item: String) -> String {
        "\"" + TerminalText.escaped(item) + "\""
    }

    /// Insert blue, delete red, replace and update green (the article's colours); move purple.
    static func style(_ kind: ChangeKind) -> Style {
        switch kind {
        case .insert: .insert
        case .delete: .delete
        case .replace, .update: .substitute
        case .move: .path
        }
    }
}
