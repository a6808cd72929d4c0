/// Where a learner is in the tutorial: the lesson, the step inside it, and what is done.
///
/// Saved by the CLI between runs so bare `diffstep` resumes where the learner stopped.
public struct TutorialProgress: Sendable, Hashable, Codable {
    /// The file format's version, so a later diffstep can read or set aside an old file.
    public var version = 1
    /// The id of the lesson on screen.
    public var lesson: String
    /// The step inside that lesson, from 0.
    public var step: Int
    /// The lessons whose last step the learner reached.
    public var completed: [String]

    /// Creates a position.
    public init(lesson: String, step: Int = 0, completed: [String] = []) {
        self.lesson = lesson
        self.step = step
        self.completed = completed
    }
}
