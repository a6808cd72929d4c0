/// An optimal alignment of two texts too large for the full table, found inside Ukkonen's band.
///
/// The distance comes first (``EditDistance``, banded); then one more sweep of the band as
/// wide as that distance keeps every column's bit vectors (two bits a cell), and the path is
/// traced back through them. Every optimal path lies inside that band, and every cost the
/// band computes is exact on one, so the path is optimal. Cells outside the band were never
/// computed: ``diagonals`` says which ones were.
///
/// ```swift
/// let alignment = try BandedAlignment(source: Array("kitten"), target: Array("sitting"))
/// alignment.distance                        // 3
/// alignment.operations.map { $0.letter }    // ["s", "=", "=", "=", "s", "=", "i"]
/// ```
public struct BandedAlignment: Sendable {
    /// The edit distance.
    public let distance: Int
    /// The diagonals (column - row) whose cells the band computed, at least.
    public let diagonals: ClosedRange<Int>
    /// How many cells the band computed (whole 64-row blocks), of (rows + 1) x (columns + 1).
    public let computedCells: Int
    /// The path's operations from the top-left corner to the bottom-right one.
    public let operations: [EditOperation]
    /// How many source tokens (rows) and target tokens (columns) were aligned.
    public let sourceCount: Int
    public let targetCount: Int
    /// The band's columns, kept for ``cost(row:column:)`` and ``origins(row:column:)``.
    let record: BandRecord
    /// Tokens as coded, pattern (the shorter side) first.
    let pattern: [Int32]
    let text: [Int32]
    /// True when the pattern is the target: the band's rows are the table's columns.
    let swapped: Bool
    /// The policy that chose the path among equally cheap operations.
    public let tieBreak: TieBreak

    /// Aligns `source` (rows) with `target` (columns) inside the narrowest band that holds
    /// every optimal path; on a tie the path takes what `tieBreak` prefers (the default,
    /// diagonal-first, takes the diagonal, then a delete, then an insert), so it is the full
    /// ``Trace``'s path under the same tie-break.
    ///
    /// - Parameters:
    ///   - source: the tokens to change.
    ///   - target: the tokens to reach.
    ///   - tieBreak: which of several equally cheap operations the path takes.
    ///   - maximumCells: the most band cells to keep (two bits each).
    /// - Throws: ``DiffEngineError/tableTooLarge(rows:columns:limit:)`` with the band's height
    ///   and length when it would keep more than `maximumCells` cells.
    /// - Complexity: O(⌈*d*/64⌉ × *n*) time and memory for distance *d* and *n* columns.
    public init<Token: Hashable>(
        source: [Token], target: [Token], tieBreak: TieBreak = .diagonalFirst, maximumCells: Int = 1 << 29
    ) throws(DiffEngineError) {
        try self.init(
            codes: TokenCodes(source: source, target: target), tieBreak: tieBreak, maximumCells: maximumCells)
    }

    /// Aligns two texts split into `unit`s, as for `unit.tokens(of:)` of each, without a
    /// string per token for graphemes of ASCII text or for scalars.
    ///
    /// - Parameters:
    ///   - source: the text to change.
    ///   - target: the text to reach.
    ///   - unit: what one token is.
    ///   - tieBreak: which of several equally cheap operations the path takes.
    ///   - maximumCells: the most band cells to keep (two bits each).
    /// - Throws: as ``init(source:target:tieBreak:maximumCells:)``.
    /// - Complexity: as ``init(source:target:tieBreak:maximumCells:)``.
    public init(
        source: String, target: String, unit: TokenUnit, tieBreak: TieBreak = .diagonalFirst,
        maximumCells: Int = 1 << 29
    ) throws(DiffEngineError) {
        try self.init(
            codes: TokenCodes(source: source, target: target, unit: unit), tieBreak: tieBreak,
            maximumCells: maximumCells)
    }

    init(codes: TokenCodes, tieBreak: TieBreak, maximumCells: Int) throws(DiffEngineError) {
        self.tieBreak = tieBreak
        sourceCount = codes.source.count
        targetCount = codes.target.count
        let swapped = codes.source.count > codes.target.count
        let (pattern, text) = swapped ? (codes.target, codes.source) : (codes.source, codes.target)
        let distance = EditDistance.distance(codes: codes, method: .automatic)
        self.distance = distance
        (self.pattern, self.text, self.swapped) = (pattern, text, swapped)
        let band = Band(pattern: pattern, text: text, limit: distance)
        // The band's diagonals are text minus pattern index; the table's are target minus source.
        diagonals = swapped ? -band.above...band.below : -band.below...band.above
        guard !pattern.isEmpty else {
            computedCells = 0
            operations = Array(repeating: swapped ? .delete : .insert, count: text.count)
            record = BandRecord(patternCount: 0, columns: 0)
            return
        }
        // Whole 64-row blocks a column keeps: the band's height and two more, never more than
        // the pattern's blocks.
        let perColumn = 64 * min(min(band.above + band.below, pattern.count) / 64 + 2, (pattern.count + 63) / 64)
        let (estimate, overflow) = perColumn.multipliedReportingOverflow(by: text.count)
        if overflow || estimate > maximumCells {
            // The band's size: its height in rows (whole blocks) by the columns it sweeps.
            throw .tableTooLarge(rows: perColumn, columns: text.count, limit: maximumCells)
        }
        // Two words (64 cells each) a block: reserved once, never grown by copying.
        var record: BandRecord? = BandRecord(patternCount: pattern.count, columns: text.count, words: estimate / 32)
        let matches = EditDistance.matchTable(pattern, alphabetSize: Int(codes.alphabetSize))
        _ = band.distance(matches: matches, record: &record)
        self.record = record ?? BandRecord(patternCount: pattern.count, columns: 0)
        computedCells = self.record.words.count * 32
        operations = Self.traceBack(
            self.record, pattern: pattern, text: text, swapped: swapped, tieBreak: tieBreak)
    }

    /// From the bottom-right corner back to the top-left, always to a neighbour whose cost
    /// plus the step's cost is this cell's cost, the one `tieBreak` takes among them.
    ///
    /// Every cell this walk reaches lies on an optimal path, where the band's costs are exact,
    /// so each cell's co-optimal operations are the full table's and the walk is the full
    /// ``Trace``'s path under the same tie-break.
    static func traceBack(
        _ record: BandRecord, pattern: [Int32], text: [Int32], swapped: Bool, tieBreak: TieBreak
    ) -> [EditOperation] {
        // In the table's terms: rows are the source, columns the target.
        func cost(_ row: Int, _ column: Int) -> Int? {
            swapped ? record.cost(row: column, column: row) : record.cost(row: row, column: column)
        }
        let (source, target) = swapped ? (text, pattern) : (pattern, text)
        var row = source.count
        var column = target.count
        var here = cost(row, column) ?? 0
        var operations: [EditOperation] = []
        operations.reserveCapacity(row + column)
        while row > 0 || column > 0 {
            var set = OperationSet()
            if row > 0, column > 0, let diagonal = cost(row - 1, column - 1) {
                let same = source[row - 1] == target[column - 1]
                // A match is always taken: no need to look at the other two.
                if same, diagonal == here {
                    operations.append(.match)
                    (row, column) = (row - 1, column - 1)
                    continue
                }
                if !same, diagonal + 1 == here { set.insert(.substitute) }
            }
            if row > 0, let up = cost(row - 1, column), up + 1 == here { set.insert(.delete) }
            if column > 0, let left = cost(row, column - 1), left + 1 == here { set.insert(.insert) }
            // The set is never empty on an optimal path; an insert keeps the walk finite anyway.
            let chosen = tieBreak.choose(from: set) ?? (column > 0 ? .insert : .delete)
            operations.append(chosen)
            row -= chosen.step.rows
            column -= chosen.step.columns
            here -= 1
        }
        return operations.reversed()
    }

    /// The cost the band computed for a cell of the (source + 1) x (target + 1) table, or nil
    /// when the band never computed it (it lies outside every optimal path's reach).
    ///
    /// Exact on every optimal path; elsewhere inside the band an upper bound.
    /// - Complexity: O(*d* / 64) for distance *d*.
    public func cost(row: Int, column: Int) -> Int? {
        guard (0...sourceCount).contains(row), (0...targetCount).contains(column) else { return nil }
        if pattern.isEmpty { return row + column }
        return swapped ? record.cost(row: column, column: row) : record.cost(row: row, column: column)
    }

    /// Every step into `row`, `column` that some optimal alignment takes, when the cell lies
    /// on an optimal path (as every cell of ``operations`` does): the co-optimal
    /// alternatives of the path, found inside the band.
    ///
    /// - Returns: the operations (match or substitute for the diagonal, delete from above,
    ///   insert from the left) whose neighbour's cost plus the step's cost is this cell's.
    /// - Complexity: O(*d* / 64) for distance *d*.
    public func origins(row: Int, column: Int) -> [EditOperation] {
        guard let cost = cost(row: row, column: column) else { return [] }
        var origins: [EditOperation] = []
        if row > 0, column > 0, let diagonal = self.cost(row: row - 1, column: column - 1) {
            let (source, target) = swapped ? (text[row - 1], pattern[column - 1]) : (pattern[row - 1], text[column - 1])
            let same = source == target
            if diagonal + (same ? 0 : 1) == cost { origins.append(same ? .match : .substitute) }
        }
        if row > 0, let up = self.cost(row: row - 1, column: column), up + 1 == cost { origins.append(.delete) }
        if column > 0, let left = self.cost(row: row, column: column - 1), left + 1 == cost { origins.append(.insert) }
        return origins
    }
}
