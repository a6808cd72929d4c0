/// Where a learner is in the tutorial: the lesson, the step inside it, and what is done.
///
/// Saved by the CLI between runs so bare `diffstep` resumes where the learner stopped.
package struct TutorialProgress: Sendable, Hashable, Codable {
    /// The file format's version, so a later diffstep can read or set aside an old file.
    package var version = 1
    /// The id of the lesson on screen.
    package var lesson: String
    /// The step inside that lesson, from 0.
    package var step: Int
    /// The lessons whose last step the learner reached.
    package var completed: [String]

    /// Creates a position.
    package init(lesson: String, step: Int = 0, completed: [String] = []) {
        self.lesson = lesson
        self.step = step
        self.completed = completed
    }
}
