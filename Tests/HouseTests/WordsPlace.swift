import Foundation

/// Where a sentence in two languages may be written: Storyboard and Lessons (the words
/// modules) and each presentation module's `Words/` folder. A `Localized(ko: "...")` literal
/// anywhere else is a word outside its place.
enum WordsPlace {
    /// Files still holding such literals, each to be moved into its module's words (this list
    /// only shrinks: a file that no longer needs its place here fails the check too).
    static let knownOutside: Set<String> = [
        "Sources/WebEngine/EnginePart.swift",
        "Sources/WebEngine/WebEngine+Explain.swift",
        "Sources/WebEngine/WebEngine+Grade.swift",
        "Sources/WebEngine/WebEngine+Heckel.swift",
        "Sources/WebEngine/WebEngine+Practice.swift",
        "Sources/WebEngine/WebEngine+PracticeSheet.swift",
        "Sources/WebEngine/WebEngine+Trace.swift",
        "Sources/WebEngine/WebEngine.swift",
    ]

    /// Whether `path` is a words file by place.
    static func isWordsFile(_ path: String) -> Bool {
        path.hasPrefix("Sources/Storyboard/") || path.hasPrefix("Sources/Lessons/") || path.contains("/Words/")
    }

    /// How many `Localized(` literals (a non-empty `ko:` string right after the parenthesis) a
    /// text holds.
    static func literalCount(in text: String) -> Int {
        var count = 0
        var rest = text[...]
        while let found = rest.range(of: "Localized(") {
            rest = rest[found.upperBound...]
            var after = rest.drop { $0.isWhitespace }
            if after.hasPrefix("only:") {
                after = after.drop { $0 != "," }.dropFirst().drop { $0.isWhitespace }
            }
            // A sentence: `ko: "` and a first character (`ko: ""` is no words).
            let text = after.hasPrefix("ko:") ? after.dropFirst(3).drop(while: \.isWhitespace) : ""
            if text.hasPrefix("\"") && !text.hasPrefix("\"\"") { count += 1 }
        }
        return count
    }

    /// Files outside the words places that hold literals, and listed files that no longer do.
    static func violations(files: [String], text: (String) -> String, known: Set<String> = knownOutside) -> [String] {
        var failures: [String] = []
        for path in files where !isWordsFile(path) {
            let count = literalCount(in: text(path))
            if count > 0 && !known.contains(path) {
                failures.append(
                    "\(path): \(count) Localized literal(s) outside the words files: move them into the module's Words/"
                )
            }
        }
        let holding = Set(files.filter { !isWordsFile($0) && literalCount(in: text($0)) > 0 })
        for path in known.subtracting(holding).sorted() {
            failures.append("\(path) holds no Localized literal any more: remove it from WordsPlace.knownOutside")
        }
        return failures
    }
}
