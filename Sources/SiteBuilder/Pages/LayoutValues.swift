/// `layout.mustache`: every page's frame (head, header, language switch, scripts, footer).
struct LayoutValues: TemplateValues {
    /// One link to this page in another language.
    struct OtherLanguage: TemplateValues {
        var href: String
        var label: String
        var lang: String
    }

    /// One engine part the page loads (`engine-PART.js`).
    struct EnginePart: TemplateValues {
        var file: String
    }

    var lang: String
    var title: String
    var siteTitle: String
    var csp: String
    var style: String
    var script: String
    var hasScript: Bool
    var body: String
    var inlineScript: Bool
    var stepperFile: Bool
    var stepper: String
    var engine: String
    var inputs: String
    var hasEngine: Bool
    var engineParts: [EnginePart]
    var practiceScript: String
    var hasPractice: Bool
    var homeHref: String
    var homeLabel: String
    var aboutHref: String
    var aboutLabel: String
    var otherLanguages: [OtherLanguage]
    var noScript: String
    var footer: String
}
