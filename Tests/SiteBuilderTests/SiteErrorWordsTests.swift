import SiteBuilder
import Storyboard
import Testing

/// What stops a site build is said in the author's language (it was English only but for a
/// widget's problem).
@Suite struct SiteErrorWordsTests {
    @Test(
        "each refusal has its Korean and its English",
        arguments: [
            SiteError.missingTemplate("page.mustache"), .missingEngine("batch"),
            .missingKey(template: "page.mustache", key: "title"), .badTemplate(name: "page.mustache", detail: "x"),
            .unsafeInline("engine.js"), .widget(file: "a.md", line: 3, problem: .unclosedQuote),
        ])
    func bothLanguages(error: SiteError) {
        #expect(error.text(.ko) != error.text(.en))
        #expect(error.text(.ko).unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        #expect(error.description == error.text(.en))
    }
}
