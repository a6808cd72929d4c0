/// A Wagner-Fischer trace kept only inside the diagonal band |row - column| <= *k*, where *k*
/// is the edit distance: for texts whose whole table is too large to keep.
///
/// Reaching cell (*i*, *j*) from (0, 0) takes at least |*i* - *j*| insertions or deletions, so
/// a cell farther than *k* from the diagonal costs more than the whole distance and no
/// optimal path goes through it. The distance comes first (``EditDistance``, banded with
/// doubling); then the band as wide as that distance is filled with the full trace's
/// arithmetic, a neighbour outside the band counting as infinite.
///
/// What this guarantees: every cell whose true cost is at most *k* lies in the band, and there
/// its cost, its co-optimal operations and its chosen one equal the full ``Trace``'s. So the
/// path (the same tie-break) is the full trace's path, and every co-optimal alternative of an
/// optimal alignment is kept. A cell of the band whose true cost is more than *k* holds an
/// upper bound, also more than *k*; cells outside the band were never computed.
///
/// ```swift
/// let trace = try BandedTrace(source: Array("kitten"), target: Array("sitting"))
/// trace.band                               // 3
/// trace.cost(row: 6, column: 7)            // 3
/// trace.cost(row: 6, column: 0)            // nil: |6 - 0| > 3, never computed
/// ```
public struct BandedTrace<Token: Hashable> {
    /// The source tokens, one per row after the first.
    public let source: [Token]
    /// The target tokens, one per column after the first.
    public let target: [Token]
    /// The policy that chose the path among equally cheap operations.
    public let tieBreak: TieBreak
    let table: BandTable

    /// Fills the band for `source` and `target`.
    ///
    /// - Parameters:
    ///   - source: the tokens to change (rows).
    ///   - target: the tokens to reach (columns).
    ///   - tieBreak: which of several equally cheap operations the path takes.
    ///   - maximumCells: the most cells the band may keep; checked before it is allocated.
    /// - Throws: ``DiffEngineError/bandTooLarge(rows:columns:limit:)`` with the rows and (at
    ///   least) the slots a row needs, 2 *k* + 2, when `rows × (2 k + 2)` would exceed
    ///   `maximumCells`; found without sweeping a band wider than the limit allows.
    /// - Complexity: O(⌈*k*/64⌉ × *n*) for the distance (banded bit vectors, doubling), then
    ///   O((*m* + 1) × *k*) time for the band, 5 bytes per slot of
    ///   (*m* + 1) × (2 *k* + 2): O((*m* + *n*) × *k*) memory.
    public init(
        source: [Token], target: [Token], tieBreak: TieBreak = .deepdiff,
        maximumCells: Int = Trace<Token>.defaultMaximumCells
    ) throws(DiffEngineError) {
        let codes = TokenCodes(source: source, target: target)
        // The widest band the limit allows: rows x (2k + 2) slots.
        let widest = maximumCells / (source.count + 1) / 2 - 1
        guard let band = EditDistance.distance(codes: codes, atMost: widest) else {
            // The band is wider than `widest`, at least.
            let (rows, narrowest) = (source.count + 1, max(widest + 1, abs(source.count - target.count)))
            throw .bandTooLarge(rows: rows, columns: 2 * narrowest + 2, limit: maximumCells)
        }
        self.source = source
        self.target = target
        self.tieBreak = tieBreak
        table = BandTable(source: codes.source, target: codes.target, band: band, tieBreak: tieBreak)
    }

    /// The number of rows: one per source token plus the empty prefix.
    public var rows: Int { table.rows }

    /// The number of columns: one per target token plus the empty prefix.
    public var columns: Int { table.columns }

    /// *k*: how far from the main diagonal the band reaches, the edit distance.
    public var band: Int { table.band }

    /// The edit distance: the cost of the bottom-right cell.
    /// - Complexity: O(1).
    public var distance: Int { table.band }

    /// How many cells of the table the band computed (the seeds included).
    /// - Complexity: O(*m*).
    public var computedCells: Int {
        (0..<rows).reduce(0) { $0 + max(0, min(columns - 1, $1 + band) - max(0, $1 - band) + 1) }
    }

    /// Whether the band holds the cell (|row - column| <= ``band``, inside the table).
    /// - Complexity: O(1).
    public func isComputed(row: Int, column: Int) -> Bool { table.contains(row, column) }

    /// The cost the band computed for a cell; nil outside the band.
    ///
    /// Equal to the full table's cost whenever either is at most ``band``.
    /// - Complexity: O(1).
    public func cost(row: Int, column: Int) -> Int? {
        guard table.contains(row, column) else { return nil }
        return Int(table.costs[table.slot(row, column)])
    }

    /// Every operation that reaches the cell at its banded cost; empty at (0, 0) and outside.
    /// - Complexity: O(1).
    public func operations(row: Int, column: Int) -> OperationSet {
        guard table.contains(row, column) else { return [] }
        return OperationSet(rawValue: table.decisions[table.slot(row, column)] & 0x0F)
    }

    /// The operation the tie-break takes into the cell; nil at (0, 0) and outside the band.
    /// - Complexity: O(1).
    public func chosen(row: Int, column: Int) -> EditOperation? {
        guard table.contains(row, column) else { return nil }
        let byte = table.decisions[table.slot(row, column)]
        return byte == 0 ? nil : EditOperation(rawValue: byte >> 4)
    }

    /// The chosen alignment, from (0, 0) to the bottom-right corner, with running notations:
    /// the full trace's ``Trace/path`` under the same tie-break.
    /// - Complexity: O(*m* + *n*).
    public var path: [PathStep] {
        Trace<Token>.path(to: (rows - 1, columns - 1)) { chosen(row: $0, column: $1) }
    }

    /// The edits of the chosen path: applied to ``source`` in order they give ``target``.
    /// - Complexity: O(*m* + *n*).
    public var editScript: EditScript<Token> {
        EditScript(alignment: path, source: source, target: target)
    }
}

extension BandedTrace: Sendable where Token: Sendable {}
