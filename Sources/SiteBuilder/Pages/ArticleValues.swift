/// `lesson.mustache`, `exercise.mustache`, `explain.mustache`: an article's title, prose and
/// links to its neighbours; the template's own keys stack on top (``ExerciseValues``,
/// ``ExplainValues``).
struct ArticleValues: TemplateValues {
    /// A link to the previous or next page of the same kind.
    struct Link: TemplateValues {
        var href: String
        var title: String
        var label: String
    }

    var title: String
    var summary: String
    var body: String
    /// None or one.
    var previous: [Link]
    /// None or one.
    var next: [Link]
    var hint: String
}

/// `exercise.mustache`'s own key: the answer sheet (`sheet.mustache`), or empty.
struct ExerciseValues: TemplateValues {
    var sheet: String
}

/// Nothing of its own: a lesson's template needs only ``ArticleValues``.
struct NoValues: TemplateValues {}
