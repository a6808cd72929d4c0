import DiffEngine

/// One cell of a table as a student wrote it.
public enum WrittenCell: Sendable, Equatable {
    /// `?` or `_`: left blank.
    case blank
    /// A cost: `3`.
    case number(Int)
    /// The article's notation: `2i 1d` (or `1d 2i`, `2i1d`), the operations of a sub-path.
    case notation(Notation)
    /// A token the forgiving reader could not read: it costs only its own cell and is quoted
    /// back in the feedback.
    case unreadable(String)

    /// The cell's cost: the number, or the sum of the notation's counts; nil when blank or
    /// unreadable.
    public var value: Int? {
        switch self {
        case .blank, .unreadable: nil
        case .number(let value): value
        case .notation(let notation): notation.cost
        }
    }

    /// The cell as the student wrote it, for feedback: `3`, `2i 1d`, `?`, `'x'`.
    public var text: String {
        switch self {
        case .blank: "?"
        case .number(let value): String(value)
        case .notation(let notation): notation.description
        case .unreadable(let token): "'\(token)'"
        }
    }

    /// Reads a cell with `CellReader`: `3`, `2i 1d`, `1D 2I`, `２`, `?` or `_`.
    /// - Returns: nil when the token is not a cell at all (a letter of a header).
    public init?(_ token: Substring) {
        switch CellReader.cell(token) {
        case .blank: self = .blank
        case .number(let value): self = .number(value)
        case .notation(let notation): self = .notation(notation)
        case nil: return nil
        }
    }
}
