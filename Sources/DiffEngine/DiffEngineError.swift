/// What can go wrong when the engine is asked for something it will not do.
///
/// The engine never prints; the command line turns these into a localized line.
public enum DiffEngineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A trace of `rows` by `columns` cells (the empty prefixes included) would exceed `limit`.
    case tableTooLarge(rows: Int, columns: Int, limit: Int)

    /// The English text a developer reads; the CLI shows its own localized sentence.
    public var description: String {
        switch self {
        case .tableTooLarge(let rows, let columns, let limit):
            "a trace of \(rows) x \(columns) cells exceeds the limit of \(limit) cells"
        }
    }
}
