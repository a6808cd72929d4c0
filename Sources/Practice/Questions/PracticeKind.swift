/// The three practice questions of the site's trace widgets and batch lessons.
public enum PracticeKind: String, Sendable, Hashable, CaseIterable {
    /// "What goes in the highlighted cell?": the table is filled up to one cell.
    case cell
    /// "Which operation does the path take here?": a cell on the backtrace path.
    case operation
    /// "Does this batch crash, and with which message?"
    case crash
}
