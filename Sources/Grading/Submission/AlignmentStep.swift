import DiffEngine
import Storyboard

/// One line of a student's edit script: an operation and the tokens it names.
public struct AlignmentStep: Sendable, Equatable {
    /// What the step does.
    public var operation: EditOperation
    /// The source token it consumes (match, substitute, delete), if written.
    public var from: Character?
    /// The target token it produces (match, substitute, insert), if written.
    public var to: Character?
    /// The line as written, for feedback.
    public var text: String

    /// The words a step may start with, in English, Korean and the one-letter marks.
    static let verbs: [String: EditOperation] = [
        "insert": .insert, "ins": .insert, "i": .insert, "+": .insert, "삽입": .insert,
        "delete": .delete, "del": .delete, "d": .delete, "-": .delete, "삭제": .delete,
        "substitute": .substitute, "sub": .substitute, "replace": .substitute, "s": .substitute,
        "r": .substitute, "대체": .substitute, "교체": .substitute,
        "match": .match, "keep": .match, "k": .match, "m": .match, "=": .match, "유지": .match, "일치": .match,
    ]

    /// Reads one line: `insert G`, `d R`, `substitute U -> R`, `s U R`, `keep A`, `= A`,
    /// optionally numbered (`3. delete R`) and with a trailing `# comment`.
    /// - Returns: nil for a blank or comment line.
    /// - Throws: `GradingError.badSubmission` naming the line.
    static func parse(_ line: Substring, number: Int) throws(GradingError) -> AlignmentStep? {
        var body = line
        if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
        if let slashes = body.range(of: "//") { body = body[..<slashes.lowerBound] }
        var words = body.split(whereSeparator: { $0.isWhitespace || $0 == "," })
            .filter { !["->", "→", "=>", "to"].contains($0) }
        if let first = words.first, first.last == ".", Int(first.dropLast()) != nil { words.removeFirst() }
        guard let verb = words.first else { return nil }
        guard let operation = verbs[verb.lowercased()] else {
            throw .badSubmission(
                line: number,
                reason: Localized(
                    ko: "\(Korean.phrase("'\(verb)'", .topic)) 연산이 아닙니다 (insert, delete, substitute, keep 중 하나)",
                    en: "'\(verb)' is not an operation (insert, delete, substitute or keep)"))
        }
        let tokens = words.dropFirst().flatMap { $0.split(separator: "→") }.map(AlignmentStep.unquote)
        let limit = operation == .substitute ? 2 : 1
        guard tokens.count <= limit, tokens.allSatisfy({ $0.count == 1 }) else {
            throw .badSubmission(
                line: number,
                reason: Localized(
                    ko: "'\(verb)' 뒤에는 글자가 \(limit)개까지 옵니다",
                    en: "'\(verb)' takes at most \(limit) single character\(limit == 1 ? "" : "s")"))
        }
        let letters = tokens.compactMap(\.first)
        var step = AlignmentStep(operation: operation, from: nil, to: nil, text: String(line.trimmed))
        switch operation {
        case .insert: step.to = letters.first
        case .delete: step.from = letters.first
        case .match: (step.from, step.to) = (letters.first, letters.first)
        case .substitute: (step.from, step.to) = (letters.first, letters.count > 1 ? letters[1] : nil)
        }
        return step
    }

    /// A line cut at `,` and `;` when every piece starts with an operation (a script
    /// written on one line); otherwise the line whole.
    static func pieces(_ line: Substring) -> [Substring] {
        let pieces = line.split(whereSeparator: { $0 == "," || $0 == ";" })
        guard pieces.count > 1,
            pieces.allSatisfy({ piece in
                piece.split(whereSeparator: { $0.isWhitespace }).first.map { verbs[$0.lowercased()] != nil } ?? false
            })
        else { return [line] }
        return pieces
    }

    /// The step with its letters in the sheet's case when only the case differs (`delete a`
    /// for a sheet of capitals), and the sheet has no two letters that differ by case alone.
    func matchingCase(of alphabet: Set<Character>) -> AlignmentStep {
        func fitted(_ letter: Character?) -> Character? {
            guard let letter, !alphabet.contains(letter) else { return letter }
            // `ß`.uppercased() is `SS`: only one-character spellings are candidates.
            let candidates = [letter.uppercased(), letter.lowercased()].compactMap { spelling in
                spelling.count == 1 ? spelling.first : nil
            }.filter { alphabet.contains($0) }
            return candidates.count == 1 ? candidates[0] : letter
        }
        var step = self
        (step.from, step.to) = (fitted(from), fitted(to))
        return step
    }

    private static func unquote(_ word: Substring) -> Substring {
        var word = word
        let quotes: Set<Character> = ["'", "\"", "`", "‘", "’", "“", "”"]
        while word.count > 1, let first = word.first, quotes.contains(first) { word.removeFirst() }
        while word.count > 1, let last = word.last, quotes.contains(last) { word.removeLast() }
        return word
    }
}
