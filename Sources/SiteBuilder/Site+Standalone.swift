import Render
import Storyboard

extension Site {
    /// One self-contained page stepping through `frames` (`diffstep trace ... --format html`):
    /// the title, a line under it, how to read the table, the stepper with its legend of
    /// marks; style, script and frames inline, no link to any other page, no network.
    ///
    /// It is a page of its own (`standalone.mustache`), not a lesson page: no site header,
    /// no language switch, no previous/next links. Only its own inline style and script run
    /// (a Content-Security-Policy naming both by hash).
    /// - Parameters:
    ///   - frames: the frames; at least one.
    ///   - title: the page title (escaped).
    ///   - summary: a line under the title (escaped).
    ///   - templates: the templates, stylesheet and script; they must hold `standalone.mustache`.
    ///   - language: the page's language.
    /// - Returns: the HTML page.
    /// - Throws: `SiteError.missingTemplate` without `standalone.mustache`, `.missingKey` when
    ///   it names a key the page does not have.
    package static func standalonePage(
        frames: FrameSequence, title: String, summary: String, templates: Templates, language: Language
    ) throws(SiteError) -> String {
        var page = ""
        try standalonePage(
            frames: frames, title: title, summary: summary, templates: templates, language: language
        ) { page += $0 }
        return page
    }

    /// The same page handed out in pieces, as ``standalonePage(frames:title:summary:templates:language:)``
    /// joins them: the template is rendered around a stand-in for the stepper, which is written
    /// in its place as it is made, so a 240 x 240 walkthrough's page is never held whole.
    /// Nothing is handed out when the template cannot be rendered.
    package static func standalonePage(
        frames: FrameSequence, title: String, summary: String, templates: Templates, language: Language,
        to emit: (String) -> Void
    ) throws(SiteError) {
        // No text the page escapes or ships can hold it: the title and words are escaped,
        // style and script are ours.
        let standIn = "<!--diffstep-stepper-->"
        let values = StandaloneValues(
            lang: language.rawValue, title: title, summary: summary,
            legend: SiteText.tableLegend[language], noScript: SiteText.noScript[language],
            footer: SiteText.exportFooter[language],
            csp: ContentSecurityPolicy(style: templates.style, script: templates.script).header,
            style: templates.style, script: templates.script, body: standIn)
        let page = try templates.render("standalone", values)
        let parts = page.split(separator: standIn, omittingEmptySubsequences: false)
        precondition(parts.count <= 2, "the stepper's stand-in appears in the page's own text")
        emit(String(parts[0]))
        if parts.count == 2 {
            StepperWidget(sequence: frames, language: language, id: "w1").html(to: emit)
            emit(String(parts[1]))
        }
    }
}
