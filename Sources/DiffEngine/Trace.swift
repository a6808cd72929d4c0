/// Every decision of the Wagner-Fischer algorithm for one source and one target.
///
/// Rows are source tokens, columns target tokens; row 0 and column 0 stand for the empty
/// prefixes, so the table has `source.count + 1` rows and `target.count + 1` columns. Each
/// cell keeps its cost and its co-optimal operations in flat buffers; candidates, notations,
/// the path, the edit script, the alignments and the step events are all derived from them.
///
/// ```swift
/// let trace = try Trace(source: Array("kit"), target: Array("kat"))
/// trace.distance                       // 1
/// trace.chosen(row: 2, column: 2)      // .substitute
/// trace.notation(row: 3, column: 3)    // "1s"
/// ```
public struct Trace<Token: Hashable> {
    /// The largest table built when no limit is given: 25 million cells (about 125 MB).
    public static var defaultMaximumCells: Int { 25_000_000 }

    /// The source tokens, one per row after the first.
    public let source: [Token]
    /// The target tokens, one per column after the first.
    public let target: [Token]
    /// The policy that chose the path among equally cheap operations.
    public let tieBreak: TieBreak
    @usableFromInline let table: CostTable

    /// Fills the table for `source` and `target`.
    ///
    /// - Parameters:
    ///   - source: the tokens to change (rows).
    ///   - target: the tokens to reach (columns).
    ///   - tieBreak: which of several equally cheap operations the path takes.
    ///   - maximumCells: the largest table to build; checked before anything is allocated.
    /// - Throws: ``DiffEngineError/tableTooLarge(rows:columns:limit:)`` when
    ///   `(source.count + 1) × (target.count + 1)` exceeds `maximumCells`.
    /// - Complexity: O(*m* × *n*) time and 5 bytes per cell.
    @inlinable
    public init(
        source: [Token], target: [Token], tieBreak: TieBreak = .deepdiff,
        maximumCells: Int = Trace.defaultMaximumCells
    ) throws(DiffEngineError) {
        let (cells, overflow) = (source.count + 1).multipliedReportingOverflow(by: target.count + 1)
        guard !overflow, cells <= maximumCells else {
            throw .tableTooLarge(rows: source.count + 1, columns: target.count + 1, limit: maximumCells)
        }
        let codes = TokenCodes(source: source, target: target)
        self.init(source: source, target: target, tieBreak: tieBreak, codes: codes)
    }

    @usableFromInline
    init(source: [Token], target: [Token], tieBreak: TieBreak, codes: TokenCodes) {
        self.source = source
        self.target = target
        self.tieBreak = tieBreak
        self.table = CostTable(source: codes.source, target: codes.target, tieBreak: tieBreak)
    }

    /// The number of rows: one per source token plus the empty prefix.
    /// - Complexity: O(1).
    public var rows: Int { table.rows }

    /// The number of columns: one per target token plus the empty prefix.
    /// - Complexity: O(1).
    public var columns: Int { table.columns }

    /// The edit distance: the cost of the bottom-right cell.
    /// - Complexity: O(1).
    public var distance: Int { cost(row: rows - 1, column: columns - 1) }
}

extension Trace: Sendable where Token: Sendable {}
