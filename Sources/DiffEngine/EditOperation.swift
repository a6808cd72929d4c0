/// One step of an alignment between a source and a target sequence.
///
/// The names follow the learner's view of the table: rows are source tokens, columns are
/// target tokens. Moving down deletes a source token, moving right inserts a target token,
/// moving diagonally either keeps an equal token (``match``) or swaps it (``substitute``).
public enum EditOperation: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The source and target tokens are equal; the diagonal costs nothing.
    case match = 0
    /// A source token is replaced by a different target token; the diagonal costs one.
    case substitute = 1
    /// A target token is added; the cell to the left costs one more.
    case insert = 2
    /// A source token is removed; the cell above costs one more.
    case delete = 3

    /// The one-letter mark used when colour is not available: `=`, `s`, `i`, `d`.
    public var letter: Character {
        switch self {
        case .match: "="
        case .substitute: "s"
        case .insert: "i"
        case .delete: "d"
        }
    }

    /// The lower-case English name used in JSON and on the command line.
    public var description: String {
        switch self {
        case .match: "match"
        case .substitute: "substitute"
        case .insert: "insert"
        case .delete: "delete"
        }
    }
}
