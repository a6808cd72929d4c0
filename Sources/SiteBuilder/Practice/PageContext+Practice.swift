import Storyboard

extension PageContext {
    /// The practice panel under a widget, when the site has the engine and the widget asks
    /// questions (trace tables, batches), and the practice kinds it asks the engine for
    /// (`cell`, `operation`, `crash`); empty otherwise.
    func practicePanel(info: String, body: String, widget: String) throws(SiteError) -> (
        html: String, kinds: [String]
    ) {
        guard engine, templates.practiceScript != nil, let panel = PracticePanel(info: info, body: body) else {
            return ("", [])
        }
        let html = try templates.render("practice", panel.values(widget: widget, language: language))
        return (html, panel.kinds.map { $0.rawValue })
    }

    /// The template a page's body uses.
    func template(_ article: Article) -> String {
        switch article.kind {
        case .exercise: "exercise"
        case .tool: "explain"
        default: "lesson"
        }
    }

    /// The keys only some templates have: the exercise's answer sheet, the explain page's words.
    func extras(_ article: Article) throws(SiteError) -> any TemplateValues {
        switch article.kind {
        case .exercise:
            let hasSheet = engine && templates.practiceScript != nil
            guard hasSheet, let sheet = article.sheet else { return ExerciseValues(sheet: "") }
            return ExerciseValues(sheet: try templates.render("sheet", sheet.values(language: language)))
        case .tool:
            return Article.explainValues(
                language: language, playground: href("playground-batch"),
                playgroundSnapshot: href("playground-snapshot"))
        default: return NoValues()
        }
    }
}
