/// `standalone.mustache`: one self-contained page with a stepper (`trace --format html`).
struct StandaloneValues: TemplateValues {
    var lang: String
    var title: String
    var summary: String
    var legend: String
    var noScript: String
    var footer: String
    var csp: String
    var style: String
    var script: String
    var body: String
}
