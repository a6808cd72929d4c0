import ArgumentParser

/// How `diffstep diff` prints its changes.
enum DiffFormat: String, CaseIterable, ExpressibleByArgument {
    /// One line per change, then the counts.
    case text
    /// `changes` and `counts` as JSON (see docs/diff.md).
    case json
    /// The counts only.
    case summary
}
