import Render
import Storyboard

extension Site {
    /// One self-contained page stepping through `frames`: style, script and frames inline,
    /// no other file, no network (`diffstep trace ... --format html`).
    /// - Parameters:
    ///   - frames: the frames; at least one.
    ///   - title: the page title (escaped).
    ///   - summary: a line under the title (escaped).
    ///   - templates: the templates, stylesheet and script.
    ///   - language: the page's language.
    /// - Returns: the HTML page.
    /// - Throws: `SiteError` from the templates.
    public static func standalonePage(
        frames: [Frame], title: String, summary: String, templates: Templates, language: Language
    ) throws(SiteError) -> String {
        let article = Article(
            id: "trace", kind: .lesson, title: .same(title), summary: .same(summary), prose: .same(""), frames: frames)
        let context = PageContext(
            articles: [article], templates: templates, languages: [language], language: language,
            widgetFrames: { _, _ in [] }, standalone: true)
        return try context.articlePage(article, at: 0).html
    }
}
