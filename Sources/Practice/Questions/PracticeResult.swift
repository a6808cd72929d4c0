/// How a practice answer went.
public enum PracticeResult: String, Sendable, Hashable {
    /// The learner asked for the answer (sent an empty answer).
    case shown
    /// The answer could not be read (not a number, not an operation); nothing is judged.
    case unreadable
    /// Right.
    case right
    /// Wrong; the verdict carries the facts that say why.
    case wrong
}
