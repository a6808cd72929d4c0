import Storyboard

/// One scripted lesson: a title, a one-line summary, the frames to step through, and the
/// longer prose the web site shows around them.
package struct Lesson: Sendable, Identifiable {
    /// A short stable name used on the command line and in URLs (`kit-kat`).
    package let id: String
    /// The lesson's place in the tutorial, from 1.
    package let number: Int
    /// The title.
    package let title: Localized
    /// One sentence saying what the learner will see.
    package let summary: Localized
    /// The steps, in order; at least one asks the learner to predict something.
    package let frames: [Frame]

    /// Creates a lesson.
    package init(id: String, number: Int, title: Localized, summary: Localized, frames: [Frame]) {
        precondition(!frames.isEmpty, "a lesson needs frames")
        self.id = id
        self.number = number
        self.title = title
        self.summary = summary
        self.frames = frames
    }

    /// The lesson's Markdown prose for the web site, from `Prose/<id>.<lang>.md`.
    ///
    /// It may hold fenced blocks such as ```` ```diffstep trace kit kat ```` that the site
    /// turns into steppers. Computed numbers (`{{calls 3 3}}`) are filled in by
    /// `ProseFacts`. Empty when no prose file was written for the lesson.
    package var prose: Localized {
        Localized(
            ko: ProseFacts.fill(EmbeddedProse.texts["\(id).ko"] ?? "", language: .ko),
            en: ProseFacts.fill(EmbeddedProse.texts["\(id).en"] ?? "", language: .en))
    }
}
