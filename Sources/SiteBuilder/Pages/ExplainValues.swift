/// `explain.mustache`: the explain page's words, its example and the playgrounds it links to.
struct ExplainValues: TemplateValues {
    var lead: String
    var inputLabel: String
    var button: String
    var exampleLabel: String
    var example: String
    var noScript: String
    var playgroundLabel: String
    var playgroundSnapshotLabel: String
    var playground: String
    var playgroundSnapshot: String
}
