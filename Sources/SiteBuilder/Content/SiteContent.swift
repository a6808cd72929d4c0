import Grading
import Lessons
import Storyboard
import WebEngine

/// What the site shows: every lesson, the worked examples and the exercise handouts, and how
/// a ```` ```diffstep ```` block in their prose becomes frames.
package enum SiteContent {
    /// The worked examples, each a prose page whose widgets come from its blocks.
    package static let exampleIDs = ["example-batch", "example-heckel", "playground-batch", "playground-snapshot"]

    /// The pages, in the order the index lists them: lessons, examples, exercises.
    /// - Parameters:
    ///   - lessons: the curriculum, first to last.
    ///   - exercises: the sample exercises the CLI read, each with its handout.
    /// - Returns: the articles; the about page is added by `Site.build`.
    package static func articles(lessons: [Lesson], exercises: [Exercise]) -> [Article] {
        lessons.map(Article.init(lesson:)) + exampleIDs.compactMap(Article.init(example:))
            + exercises.map(Article.init(exercise:))
    }

    /// Frames for a block: parsed by ``WidgetBlock`` and drawn from `lessons`.
    package static func widgetFrames(lessons: [Lesson]) -> Site.WidgetFrames {
        { info, body in try WidgetBlock.parse(info, body: body).frames(lessons: lessons) }
    }
}

extension Site {
    /// Builds the whole curriculum: lessons, examples, exercises and the about page.
    /// - Parameters:
    ///   - lessons: the curriculum.
    ///   - exercises: the sample exercises.
    ///   - templates: the templates, stylesheet and script.
    ///   - languages: the languages to write; the first gets the plain file names.
    ///   - engine: each part's module (`engine-PART.wasm`), for `engine-PART.js`; nil for
    ///     pre-computed frames only.
    /// - Returns: the site.
    /// - Throws: `SiteError`, `.widget` naming the prose file and line of a bad block.
    package static func build(
        lessons: [Lesson], exercises: [Exercise], templates: Templates, languages: [Language],
        engine: [EnginePart: [UInt8]]? = nil
    ) throws(SiteError) -> Site {
        try build(
            articles: SiteContent.articles(lessons: lessons, exercises: exercises), templates: templates,
            languages: languages, widgetFrames: SiteContent.widgetFrames(lessons: lessons), engine: engine)
    }
}
