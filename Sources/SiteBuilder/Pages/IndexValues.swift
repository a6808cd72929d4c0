/// `index.mustache`: the site's title, the landing page's parts, a section per kind of page.
struct IndexValues: TemplateValues {
    /// A kind of page (lessons, examples...) with a link to each.
    struct Section: TemplateValues {
        var heading: String
        var items: [Item]
    }

    /// One page in a section.
    struct Item: TemplateValues {
        var href: String
        var title: String
        var summary: String
    }

    /// One thing a reader learns.
    struct Outcome: TemplateValues {
        var text: String
    }

    /// One way in (learn, debug, teach), linking to the first page of its kind.
    struct Path: TemplateValues {
        var title: String
        var lead: String
        var href: String
    }

    var title: String
    var tagline: String
    var sections: [Section]
    var outcomesHeading: String
    var outcomes: [Outcome]
    var exampleHeading: String
    var exampleLead: String
    /// The live kit -> kat stepper with its practice panel; empty in a site without trace widgets.
    var example: String
    var pathsHeading: String
    var paths: [Path]
}
