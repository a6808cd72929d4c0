import Foundation

/// Where a sentence in two languages may be written: Storyboard and Lessons (the words
/// modules) and each module's `Words/` folder. A Korean and English pair written as a literal
/// anywhere else is a word outside its place, whatever takes it: `Localized(ko: "...")`,
/// `.init(ko: "...")`, `CLIError(ko: "...")`, `bad(node, key, ko: "...")`, `expected(ko: "...")`,
/// an option's help `.words(ko: "...")`.
enum WordsPlace {
    /// Files still holding such literals, each to be moved into its module's words (this list
    /// only shrinks: a file that no longer needs its place here fails the check too).
    static let knownOutside: Set<String> = []

    /// Whether `path` is a words file by place.
    static func isWordsFile(_ path: String) -> Bool {
        path.hasPrefix("Sources/Storyboard/") || path.hasPrefix("Sources/Lessons/") || path.contains("/Words/")
    }

    /// How many sentences a text writes as literals: a `ko:` argument (first, or after another
    /// argument) whose value is a non-empty string literal, outside comments.
    static func literalCount(in text: String) -> Int {
        var count = 0
        var rest = text[...]
        while let found = rest.range(of: "ko:") {
            let before = text[..<found.lowerBound]
            rest = rest[found.upperBound...]
            // A comment line (`/// title: { ko: "..." }`) is no code.
            let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            if text[lineStart...].drop(while: { $0 == " " }).hasPrefix("//") { continue }
            // An argument label: right after `(` or `,` (a `ko` variable or `.ko` member is not).
            let leading = before.reversed().drop { $0.isWhitespace }
            guard let previous = leading.first, previous == "(" || previous == "," else { continue }
            // A sentence: `ko: "` and a first character (`ko: ""` is no words).
            let value = rest.drop { $0.isWhitespace }
            if value.hasPrefix("\"") && !value.hasPrefix("\"\"") { count += 1 }
        }
        return count
    }

    /// Files outside the words places that hold literals, and listed files that no longer do.
    static func violations(files: [String], text: (String) -> String, known: Set<String> = knownOutside) -> [String] {
        var failures: [String] = []
        var holding: Set<String> = []
        for path in files where !isWordsFile(path) {
            let count = literalCount(in: text(path))
            guard count > 0 else { continue }
            holding.insert(path)
            if !known.contains(path) {
                failures.append(
                    "\(path): \(count) sentence literal(s) (ko: \"...\") outside the words files: move them into the module's Words/"
                )
            }
        }
        for path in known.subtracting(holding).sorted() {
            failures.append("\(path) holds no sentence literal any more: remove it from WordsPlace.knownOutside")
        }
        return failures
    }
}
