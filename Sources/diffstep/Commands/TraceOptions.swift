import ArgumentParser
import DiffEngine
import Render
import SiteBuilder
import Storyboard
import TextIntake

/// What `trace` and `step` both take: the two texts, how to split them, the tie-break, what
/// cells show and the largest table to build.
struct TraceOptions: ParsableArguments {
    @OptionGroup var texts: TextPair

    @Option(
        help: .words(TraceOptionsHelp.tieBreak))
    var tieBreak: TieBreak = .deepdiff

    @Option(
        help: .words(TraceOptionsHelp.notation))
    var notation: CellLabel = .cost

    @Option(
        help: .words(TraceOptionsHelp.maxCells))
    var maxCells: Int?

    /// The trace of the texts (kit -> kat when none were given).
    /// - Parameter steps: whether every step will be shown (a stepper or an export), which
    ///   has the smaller default limit.
    /// - Throws: `CLIError` for a missing or unreadable text, or a table over `--max-cells`.
    func trace(steps: Bool = false) throws(CLIError) -> Trace<String> {
        let (source, target) = try texts.tokens(fallback: ("kit", "kat"))
        return try trace(source: source, target: target, steps: steps)
    }

    /// The trace of two token lists.
    /// - Throws: `CLIError` for a table over `--max-cells`.
    func trace(source: [String], target: [String], steps: Bool = false) throws(CLIError) -> Trace<String> {
        let limit = maxCells ?? (steps ? Limits.steppedCells : Limits.tracedCells)
        do {
            return try Trace(source: source, target: target, tieBreak: tieBreak, maximumCells: limit)
        } catch {
            let wayOut = steps ? RefusalWords.wholeTableOrDistance : RefusalWords.distanceAlone
            throw CLIError(error, table: TableName.table, wayOut: wayOut)
        }
    }

    /// An optimal path inside Ukkonen's band, for texts whose full table is over `--max-cells`
    /// (nil when the table fits); the band keeps two bits a cell, so it may hold 20 times as
    /// many cells as the table's limit in the same memory.
    /// - Throws: `CLIError` when even the band is too large.
    func bandedAlignment(source: String, target: String) throws(CLIError) -> BandedAlignment? {
        let limit = maxCells ?? Limits.tracedCells
        let counts =
            texts.unit == .grapheme
            ? (source.count, target.count) : (texts.unit.tokens(of: source).count, texts.unit.tokens(of: target).count)
        let (cells, overflow) = (counts.0 + 1).multipliedReportingOverflow(by: counts.1 + 1)
        guard overflow || cells > limit else { return nil }
        return try alignment(source: source, target: target)
    }

    /// The chosen path (under `--tie-break`) found inside Ukkonen's band, whatever the size of
    /// the full table; the band may keep ``twoBitCellsPerCell`` times `--max-cells` cells (two bits each).
    /// - Throws: `CLIError` when even the band is too large.
    func alignment(source: String, target: String) throws(CLIError) -> BandedAlignment {
        let limit = maxCells ?? Limits.tracedCells
        let (room, overflow) = Self.twoBitCellsPerCell.multipliedReportingOverflow(by: limit)
        do {
            return try BandedAlignment(
                source: source, target: target, unit: texts.unit, tieBreak: tieBreak,
                maximumCells: overflow ? Int.max : room)
        } catch {
            let wayOut = RefusalWords.distanceAlone
            // The engine counts two-bit cells against 20 × the limit; the user gave the limit.
            switch error {
            case .tableTooLarge(let rows, let columns, _), .bandTooLarge(let rows, let columns, _):
                throw CLIError(
                    BandWords.twoBitBandTooLarge(
                        rows: rows, columns: columns, limit: limit, perCell: Self.twoBitCellsPerCell, wayOut: wayOut))
            }
        }
    }

    /// How many of the alignment's two-bit band cells fit in the room of one table cell
    /// (five bytes: an `Int32` cost and a decision byte), so `--max-cells` N lets the
    /// alignment keep 20 N of them in the memory of the table it names.
    static let twoBitCellsPerCell = 20

    /// "source → target" for two token lists.
    func title(source: [String], target: [String]) -> String {
        let separator =
            switch texts.unit {
            case .word, .item: " "
            case .line: " / "
            default: ""
            }
        return source.joined(separator: separator) + " → " + target.joined(separator: separator)
    }
}
