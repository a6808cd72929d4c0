import Storyboard

/// One page of prose on the site: a lesson, a worked example or an exercise.
package struct Article: Sendable {
    /// What kind of page it is; decides the template and the index section.
    package enum Kind: String, Sendable, CaseIterable {
        case lesson, example, exercise, about
        /// A page that runs the engine on what the reader pastes (explain a crash).
        case tool
    }

    /// A stable id, used as the file name (`kit-kat` -> `kit-kat.html`).
    package var id: String
    /// The kind of page.
    package var kind: Kind
    /// The title.
    package var title: Localized
    /// One or two sentences for the index.
    package var summary: Localized
    /// The body in CommonMark; may hold ```` ```diffstep ... ```` widget blocks.
    package var prose: Localized
    /// Frames shown in a stepper after the prose when the prose has no widget of its own.
    package var frames: [Frame]
    /// Where the prose comes from, per language (`Sources/Lessons/Prose/kit-kat.en.md`), for
    /// error messages; the page id when nil.
    package var source: Localized?
    /// For an exercise, its answer sheet.
    var sheet: AnswerSheet? = nil

    /// Creates a page.
    /// - Parameters:
    ///   - id: letters, digits and `-` only.
    ///   - kind: lesson, example, exercise or about.
    ///   - title: the title in both languages.
    ///   - summary: the summary in both languages.
    ///   - prose: the Markdown body in both languages.
    ///   - frames: frames to step through after the prose; empty for none.
    ///   - source: the prose's file per language, named in error messages.
    package init(
        id: String, kind: Kind, title: Localized, summary: Localized, prose: Localized, frames: [Frame] = [],
        source: Localized? = nil
    ) {
        precondition(
            !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") },
            "bad page id \(id)")
        self.id = id
        self.kind = kind
        self.title = title
        self.summary = summary
        self.prose = prose
        self.frames = frames
        self.source = source
    }
}
