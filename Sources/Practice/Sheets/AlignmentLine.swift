import DiffEngine

/// Why a line of an alignment sheet is not a step (the words are in Storyboard's `SheetWords`).
package enum AlignmentLineProblem: Error, Sendable, Hashable {
    /// The first word names no operation.
    case notAnOperation(String)
    /// The operation `verb` takes at most `limit` single characters.
    case tooManyTokens(verb: String, limit: Int)
}

/// The grader's reader of one line of an alignment (edit script) sheet, shared with the site's
/// answer sheet so the page checks a line exactly as `diffstep check` reads it.
package enum AlignmentLine {
    /// The words a step may start with, in English, Korean and the one-letter marks.
    static let verbs: [String: EditOperation] = [
        "insert": .insert, "ins": .insert, "i": .insert, "+": .insert, "삽입": .insert,
        "delete": .delete, "del": .delete, "d": .delete, "-": .delete, "삭제": .delete,
        "substitute": .substitute, "sub": .substitute, "replace": .substitute, "s": .substitute,
        "r": .substitute, "대체": .substitute, "교체": .substitute,
        "match": .match, "keep": .match, "k": .match, "m": .match, "=": .match, "유지": .match, "일치": .match,
    ]

    /// One step as read: the operation, and the source and target characters it names.
    package struct Step: Sendable, Hashable {
        /// What the step does.
        package var operation: EditOperation
        /// The source token it consumes (match, substitute, delete), if written.
        package var from: Character?
        /// The target token it produces (match, substitute, insert), if written.
        package var to: Character?
    }

    /// Reads one line: `insert G`, `d R`, `substitute U -> R`, `s U R`, `keep A`, `= A`,
    /// optionally numbered (`3. delete R`) and with a trailing `# comment`.
    /// - Returns: nil for a blank or comment line.
    /// - Throws: ``AlignmentLineProblem``.
    /// - Complexity: O(n) in the line's length.
    package static func read(_ line: Substring) throws(AlignmentLineProblem) -> Step? {
        var body = line
        if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
        if let slashes = commentStart(body) { body = body[..<slashes] }
        var words = body.split(whereSeparator: { $0.isWhitespace || $0 == "," })
            .filter { !["->", "→", "=>", "to"].contains($0) }
        if let first = words.first, first.last == ".", Int(first.dropLast()) != nil { words.removeFirst() }
        guard let verb = words.first else { return nil }
        guard let operation = verbs[asciiLowercased(verb)] else { throw .notAnOperation(String(verb)) }
        let tokens = words.dropFirst().flatMap { $0.split(separator: "→") }.map(unquote)
        let limit = operation == .substitute ? 2 : 1
        guard tokens.count <= limit, tokens.allSatisfy({ $0.count == 1 }) else {
            throw .tooManyTokens(verb: String(verb), limit: limit)
        }
        let letters = tokens.compactMap { $0.first }
        var step = Step(operation: operation, from: nil, to: nil)
        switch operation {
        case .insert: step.to = letters.first
        case .delete: step.from = letters.first
        case .match: (step.from, step.to) = (letters.first, letters.first)
        case .substitute: (step.from, step.to) = (letters.first, letters.count > 1 ? letters[1] : nil)
        }
        return step
    }

    /// A line cut at `,` and `;` when every piece starts with an operation (a script written on
    /// one line); otherwise the line whole.
    /// - Complexity: O(n) in the line's length.
    package static func pieces(_ line: Substring) -> [Substring] {
        let pieces = line.split(whereSeparator: { $0 == "," || $0 == ";" })
        guard pieces.count > 1,
            pieces.allSatisfy({ piece in
                piece.split(whereSeparator: { $0.isWhitespace }).first.map { verbs[asciiLowercased($0)] != nil }
                    ?? false
            })
        else { return [line] }
        return pieces
    }

    /// Where a `//` comment starts, if the line has one.
    static func commentStart(_ line: Substring) -> Substring.Index? {
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if line[index] == "/", next < line.endIndex, line[next] == "/" { return index }
            index = next
        }
        return nil
    }

    /// A verb with A-Z lowered (every verb is ASCII lower case, Korean or a mark).
    static func asciiLowercased(_ word: Substring) -> String {
        String(
            String.UnicodeScalarView(
                word.unicodeScalars.map { scalar in
                    (65...90).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
                }))
    }

    static func unquote(_ word: Substring) -> Substring {
        var word = word
        let quotes: Set<Character> = ["'", "\"", "`", "‘", "’", "“", "”"]
        while word.count > 1, let first = word.first, quotes.contains(first) { word.removeFirst() }
        while word.count > 1, let last = word.last, quotes.contains(last) { word.removeLast() }
        return word
    }
}
