/// One step of filling and reading a trace, in the order a learner would watch it.
///
/// Events carry positions only; the trace answers what happened there (cost, candidates,
/// co-optimal and chosen operations, notation).
public enum TraceEvent: Sendable, Hashable {
    /// Row 0 is filled: the empty source becomes each target prefix by insertions.
    case seedFirstRow
    /// Column 0 is filled: each source prefix becomes empty by deletions.
    case seedFirstColumn
    /// One inner cell is decided, rows top to bottom, columns left to right.
    case fill(row: Int, column: Int)
    /// The backtrace reaches one path cell, from the bottom-right corner back to (0, 0).
    case backtrack(PathStep)
}
