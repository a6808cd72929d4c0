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
        let (source, target) = try texts.tokens(fallback: ("kit", "kat"))
        let limit = maxCells ?? (steps ? Limits.steppedCells : Limits.tracedCells)
        let (cells, overflow) = (source.count + 1).multipliedReportingOverflow(by: target.count + 1)
        if !overflow, cells <= limit { return .full(try trace(source: source, target: target, steps: steps)) }
        let banded: BandedTrace<String>
        do {
            banded = try BandedTrace(
                source: source, target: target, tieBreak: tieBreak,
                maximumCells: steps ? max(limit, Limits.tracedCells) : limit)
        } catch {
            throw CLIError(
                error, table: Localized(ko: "대각선 띠", en: "diagonal band"),
                wayOut: Localized(
                    ko: "거리만 필요하면 `diffstep distance`를 쓰세요", en: "for the distance alone use `diffstep distance`"))
        }
        if notation == .ops { console.error(BandedStoryboard.opsNotationNote[console.language]) }
        let window = BandedStoryboard.Window.around(banded, maximumCells: min(limit, Limits.steppedCells))
        return .banded(BandedStoryboard(trace: banded, window: window), limit: limit)
    }
}
