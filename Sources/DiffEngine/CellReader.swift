/// The one forgiving reader of what a learner types into a table cell, shared by the
/// tutorial's predict steps, the site and the grader, so all three accept the same writing.
///
/// It accepts a number (`3`), the article's notation in any order and case, with or without
/// inner spaces (`2i 1d`, `1d 2i`, `2I1D`), `?` or `_` for a blank, and full-width digits and
/// letters as a Korean input method types them (`２ｉ １ｄ`).
///
/// ```swift
/// CellReader.cell("1D 2i")   // .notation(2i 1d)
/// CellReader.cell("３")      // .number(3)
/// CellReader.cell("x")       // nil
/// ```
package enum CellReader {
    /// What one cell says.
    package enum Cell: Sendable, Hashable {
        /// `?` or `_`: left blank.
        case blank
        /// A cost.
        case number(Int)
        /// The article's notation.
        case notation(Notation)
    }

    /// Reads one cell.
    /// - Parameter token: the cell's text, already cut out of its row.
    /// - Returns: the cell, or nil when it is neither a number, a notation nor a blank.
    /// - Complexity: O(*n*) in the token's length.
    package static func cell(_ token: Substring) -> Cell? {
        let text = folded(token).filter { $0 != " " }
        if text == "?" || text == "_" { return .blank }
        var notation = Notation()
        var digits = 0
        var digitCount = 0
        var seen: [Character] = []
        for character in text {
            if let digit = character.asciiDigit {
                digits = digits * 10 + digit
                digitCount += 1
                guard digitCount <= 6 else { return nil }
                continue
            }
            guard digitCount > 0, !seen.contains(character) else { return nil }
            switch character {
            case "i": notation.inserts = digits
            case "d": notation.deletes = digits
            case "s": notation.substitutions = digits
            default: return nil
            }
            seen.append(character)
            digits = 0
            digitCount = 0
        }
        if seen.isEmpty { return digitCount > 0 ? .number(digits) : nil }
        return digitCount == 0 ? .notation(notation) : nil
    }

    /// True when `token` is one piece of a notation (`2i`), which a row written with spaces
    /// may split off from the rest of its cell.
    /// - Complexity: O(*n*) in the token's length.
    package static func isNotationPiece(_ token: Substring) -> Bool {
        if case .notation(let notation) = cell(token) {
            return [notation.inserts, notation.deletes, notation.substitutions].filter { $0 > 0 }.count <= 1
        }
        return false
    }

    /// `text` with full-width ASCII (U+FF01...U+FF5E) and the ideographic space folded to
    /// ASCII, ASCII letters lower-cased and `\r` removed.
    /// - Complexity: O(*n*) in the text's length.
    package static func folded(_ text: Substring) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }
            if value == 0x3000 { value = 0x20 }
            if (0x41...0x5A).contains(value) { value += 0x20 }
            if value == 0x0D { continue }
            out.append(Unicode.Scalar(value) ?? scalar)
        }
        return String(out)
    }

    /// One line of a table without its comment (`# ...` or `// ...`), folded.
    /// - Complexity: O(*n*) in the line's length.
    package static func withoutComment(_ line: Substring) -> String {
        var out = ""
        var previous: Character = " "
        for character in folded(line) {
            if character == "#" { return out }
            if character == "/" && previous == "/" { return String(out.dropLast()) }
            out.append(character)
            previous = character
        }
        return out
    }

    /// The cells of one line: split at `,`, `;`, `|` or tabs when the line has any,
    /// otherwise at spaces, where neighbouring pieces of one notation (`2i 1d`) are joined
    /// into one cell when the line has more pieces than cells. Pieces are joined so that
    /// every notation cell fits its place (on any path to row *r*, column *c*, inserts minus
    /// deletes is *c* - *r*); when no joining fits, greedily while no letter repeats.
    /// - Parameters:
    ///   - line: the line, comment already removed.
    ///   - columns: the cells a row should have.
    ///   - row: the row this line fills, when known.
    ///   - expected: the row's true costs, when known: a grouping that matches them wins.
    /// - Returns: the tokens, trimmed, none empty (a leading row label kept).
    /// - Complexity: O(*n*) in the line's length.
    package static func tokens(_ line: Substring, columns: Int, row: Int? = nil, expected: [Int]? = nil) -> [Substring]
    {
        let separators: [Character] = [",", ";", "|", "\t"]
        if line.contains(where: { separators.contains($0) }) {
            return line.split(whereSeparator: { separators.contains($0) })
                .map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        }
        let pieces = line.split(whereSeparator: { $0 == " " })
        guard pieces.count > columns else { return pieces }
        let labelled = cell(pieces[0]) == nil
        let cells = Array(pieces.dropFirst(labelled ? 1 : 0))
        if let row {
            // Prefer a grouping whose neighbouring costs differ by at most one, as in any
            // table that follows the recurrence; then any grouping that fits.
            let passes: [(smooth: Bool, expected: [Int]?)] =
                (expected.map { [(false, $0)] } ?? []) + [(true, nil), (false, nil)]
            for pass in passes {
                if let fitted = fit(cells, columns: columns, row: row, smooth: pass.smooth, expected: pass.expected) {
                    return (labelled ? [pieces[0]] : []) + fitted
                }
            }
        }
        return joinedNotations(pieces)
    }

    /// Groups `pieces` into exactly `columns` cells where every notation fits its column
    /// (and, when `smooth`, each cost is within one of the cost before it; with `expected`,
    /// each cost is the expected one).
    private static func fit(
        _ pieces: [Substring], columns: Int, row: Int, smooth: Bool, expected: [Int]?
    ) -> [Substring]? {
        var failed = Set<Int>()
        func cost(_ value: Cell?) -> Int? {
            switch value {
            case .number(let number): number
            case .notation(let notation): notation.cost
            default: nil
            }
        }
        func search(_ start: Int, _ column: Int, _ previous: Int?) -> [Substring]? {
            if start == pieces.count { return column == columns ? [] : nil }
            let key = (start * (columns + 1) + column) * 1_000_003 + (previous ?? -1) + 1
            guard column < columns, !failed.contains(key) else { return nil }
            for length in 1...min(3, pieces.count - start) {
                if length > 1 && !pieces[start..<(start + length)].allSatisfy(isNotationPiece) { break }
                let group = Substring(pieces[start..<(start + length)].joined(separator: " "))
                let value = cell(group)
                if value == nil && length > 1 { continue }
                if case .notation(let notation) = value, notation.inserts - notation.deletes != column - row {
                    continue
                }
                let here = cost(value)
                if smooth, let here, let previous, abs(here - previous) > 1 { continue }
                if let expected, column < expected.count, here != expected[column] { continue }
                if let rest = search(start + length, column + 1, here ?? previous) { return [group] + rest }
            }
            failed.insert(key)
            return nil
        }
        return search(0, 0, nil)
    }

    /// Neighbouring notation pieces joined while no operation letter repeats.
    private static func joinedNotations(_ pieces: [Substring]) -> [Substring] {
        var out: [Substring] = []
        var letters: [Character] = []
        for piece in pieces {
            // A notation piece folds to digits, spaces and the letters i, d and s only.
            let letter = isNotationPiece(piece) ? folded(piece).last { $0.isOperationLetter } : nil
            if let letter, !letters.isEmpty, !letters.contains(letter), let last = out.last {
                out[out.count - 1] = Substring(String(last) + " " + piece)
                letters.append(letter)
            } else {
                out.append(piece)
                letters = letter.map { [$0] } ?? []
            }
        }
        return out
    }
}

extension Character {
    /// The value of an ASCII digit, nil for anything else.
    fileprivate var asciiDigit: Int? {
        guard let ascii = asciiValue, (48...57).contains(ascii) else { return nil }
        return Int(ascii) - 48
    }

    /// `i`, `d` or `s`: among the characters of a folded notation piece, the letters (what
    /// `isLetter` says there, without the standard library's property tables in engine.wasm).
    fileprivate var isOperationLetter: Bool {
        asciiValue == UInt8(ascii: "i") || asciiValue == UInt8(ascii: "d") || asciiValue == UInt8(ascii: "s")
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
