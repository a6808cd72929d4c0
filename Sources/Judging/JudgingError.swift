import Storyboard

/// Why an answer on two words could not be judged: it does not read as the kind asks, or the
/// words make a table larger than the engine builds.
public enum JudgingError: Error, Sendable, Equatable {
    /// The answer parsed, but not into the shape the exercise asks for (`line` counts from 1).
    case badSubmission(line: Int?, reason: Localized)
    /// The words make a table larger than the engine builds.
    case tableTooLarge(rows: Int, columns: Int, limit: Int)
}
