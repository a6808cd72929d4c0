/// What can go wrong when the engine is asked for something it will not do.
///
/// The engine never prints; the command line turns these into a localized line.
public enum DiffEngineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A trace of `rows` by `columns` cells (the empty prefixes included) would exceed `limit`.
    case tableTooLarge(rows: Int, columns: Int, limit: Int)
    /// A diagonal band of `rows` rows by at least `columns` slots a row would exceed `limit`:
    /// the search for the band's width stopped at the widest band the limit allows, so the
    /// true width is not known, only that it is at least `columns`.
    case bandTooLarge(rows: Int, columns: Int, limit: Int)

    /// The English text a developer reads; the CLI shows its own localized sentence.
    public var description: String {
        switch self {
        case .tableTooLarge(let rows, let columns, let limit):
            "a trace of \(rows) x \(columns) cells exceeds the limit of \(limit) cells"
        case .bandTooLarge(let rows, let columns, let limit):
            "a band of \(rows) x at least \(columns) cells exceeds the limit of \(limit) cells"
        }
    }
}
