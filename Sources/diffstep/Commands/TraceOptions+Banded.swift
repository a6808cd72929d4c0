import DiffEngine
import Storyboard
import TextIntake

extension TraceOptions {
    /// The table `trace` and `step` show: the whole trace when it fits the limit, else the
    /// diagonal band as wide as the distance, stepped over a window around the path.
    enum Table {
        case full(Trace<String>)
        /// The band's story and the limit the full table was over.
        case banded(BandedStoryboard, limit: Int)
    }

    /// A table, or the band's refusal, for a caller that may answer another way.
    enum Fitted {
        case table(Table)
        case bandTooLarge(DiffEngineError)
    }

    /// The whole trace when `(m + 1) × (n + 1)` fits `--max-cells` (or the default for what
    /// steps), else the banded trace; the band itself may keep as many cells as the traced
    /// table's limit (25,000,000, or a larger `--max-cells`), and the frames show a window of
    /// at most the stepped limit.
    /// With `--notation ops`, a banded table says on `console`'s stderr that its cells show
    /// costs (``BandedStoryboard/opsNotationNote``).
    /// - Parameters:
    ///   - steps: whether every step will be shown.
    ///   - console: where that one line goes, and its language.
    /// - Throws: `CLIError` for a missing text or when even the band is over the limit.
    func table(steps: Bool, console: Console) throws(CLIError) -> Table {
        switch try fitted(steps: steps, console: console) {
        case .table(let table): return table
        case .bandTooLarge(let error): throw bandRefusal(error)
        }
    }

    /// The one line that refuses a band too large, with the ways out.
    func bandRefusal(_ error: DiffEngineError) -> CLIError {
        CLIError(error, table: TableName.band, wayOut: RefusalWords.alignmentOrDistance)
    }

    /// As ``table(steps:console:)``, with the band's refusal returned instead of thrown.
    /// - Throws: `CLIError` for a missing text or a full table over the limit.
    func fitted(steps: Bool, console: Console) throws(CLIError) -> Fitted {
        let (source, target) = try texts.tokens(fallback: ("kit", "kat"))
        let limit = maxCells ?? (steps ? Limits.steppedCells : Limits.tracedCells)
        let (cells, overflow) = (source.count + 1).multipliedReportingOverflow(by: target.count + 1)
        if !overflow, cells <= limit { return .table(.full(try trace(source: source, target: target, steps: steps))) }
        let banded: BandedTrace<String>
        do {
            banded = try BandedTrace(
                source: source, target: target, tieBreak: tieBreak,
                maximumCells: steps ? max(limit, Limits.tracedCells) : limit)
        } catch {
            return .bandTooLarge(error)
        }
        if notation == .ops { console.error(BandedStoryboard.opsNotationNote[console.language]) }
        let window = BandedStoryboard.Window.around(banded, maximumCells: min(limit, Limits.steppedCells))
        return .table(.banded(BandedStoryboard(trace: banded, window: window), limit: limit))
    }

    /// For `--format json`: the chosen path alone (with the tokens) when the full table is over
    /// the limit and the banded table would be too, found first in two bits a band cell, so the
    /// banded table is never tried in vain; nil when a table fits (or the band cannot be kept
    /// even in two bits: then the banded table is tried and refuses in its own words).
    /// - Throws: `CLIError` for a missing text.
    func pathAlone() throws(CLIError) -> (BandedAlignment, source: [String], target: [String])? {
        let (source, target) = try texts.tokens(fallback: ("kit", "kat"))
        let limit = maxCells ?? Limits.tracedCells
        let (cells, overflow) = (source.count + 1).multipliedReportingOverflow(by: target.count + 1)
        guard overflow || cells > limit else { return nil }
        let (sourceText, targetText) = try texts.texts(fallback: ("kit", "kat"))
        guard let alignment = try? self.alignment(source: sourceText, target: targetText) else { return nil }
        // BandedTrace's own test: rows x (2k + 2) slots within the limit.
        let widest = limit / (source.count + 1) / 2 - 1
        return alignment.distance > widest ? (alignment, source, target) : nil
    }
}
