import Storyboard

extension Article {
    /// The "explain a crash" page: the engine's `explain` (what `diffstep explain` prints)
    /// on pasted text, in the browser (`Templates/explain.mustache`, `Templates/practice.js`).
    static let explain = Article(
        id: "explain", kind: .tool, title: SiteText.explainTitle, summary: SiteText.explainSummary, prose: .same(""))

    /// The example the page offers: example 6's crash, as a console prints it.
    static let explainExample =
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update'"

    /// The explain template's values, linking to the two playgrounds at these addresses.
    static func explainValues(language: Language, playground: String, playgroundSnapshot: String) -> ExplainValues {
        ExplainValues(
            lead: SiteText.explainLead[language], inputLabel: SiteText.explainInput[language],
            button: SiteText.explainButton[language], exampleLabel: SiteText.explainExample[language],
            example: explainExample, noScript: SiteText.explainNoScript[language],
            playgroundLabel: SiteText.explainPlayground[language],
            playgroundSnapshotLabel: SiteText.explainSnapshotPlayground[language],
            playground: playground, playgroundSnapshot: playgroundSnapshot)
    }
}
