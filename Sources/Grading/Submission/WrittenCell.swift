import DiffEngine

/// One cell of a table as a student wrote it.
public enum WrittenCell: Sendable, Equatable {
    /// `?` or `_`: left blank.
    case blank
    /// A cost: `3`.
    case number(Int)
    /// The article's notation: `2i 1d` (or `2i1d`), the operations of a sub-path.
    case notation(Notation)

    /// The cell's cost: the number, or the sum of the notation's counts; nil when blank.
    public var value: Int? {
        switch self {
        case .blank: nil
        case .number(let value): value
        case .notation(let notation): notation.cost
        }
    }

    /// The cell as the student wrote it, for feedback: `3`, `2i 1d`, `?`.
    var text: String {
        switch self {
        case .blank: "?"
        case .number(let value): String(value)
        case .notation(let notation): notation.description
        }
    }

    /// Reads a cell: `3`, `2i 1d`, `2i1d`, `0`, `?` or `_`.
    /// - Returns: nil when the token is not a cell at all (a letter of a header).
    init?(_ token: Substring) {
        if token == "?" || token == "_" {
            self = .blank
            return
        }
        // No table has a cell of a million; a larger number is a slip, not a cost, and keeping
        // it out means the judge's `+ 1` can never overflow.
        if let number = Int(token), number >= 0, number < 1_000_000 {
            self = .number(number)
            return
        }
        var notation = Notation()
        var digits = 0
        var sawOperation = false
        for character in token where character != " " {
            if let digit = character.wholeNumberValue, character.isASCII {
                digits = digits * 10 + digit
                guard digits < 1_000_000 else { return nil }
                continue
            }
            guard digits > 0 else { return nil }
            switch character {
            case "i": notation.inserts += digits
            case "d": notation.deletes += digits
            case "s": notation.substitutions += digits
            default: return nil
            }
            digits = 0
            sawOperation = true
        }
        guard sawOperation, digits == 0 else { return nil }
        self = .notation(notation)
    }
}
