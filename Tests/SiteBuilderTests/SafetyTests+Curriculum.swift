import Grading
import Lessons
import SiteBuilder
import Storyboard
import Testing

/// Hostile text in the new kinds of page: an instructor's exercise handout, widget block
/// arguments in lesson prose, and a worked example's prose.
extension SafetyTests {
    static func yamlQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test("an exercise handout written by an instructor: title, prompt, inputs and notes", arguments: payloads)
    func exerciseHandout(payload: String) throws {
        let quoted = Self.yamlQuoted(payload)
        let text = """
            ---
            id: hostile
            kind: distance
            points: 1
            language: en
            title: { ko: \(quoted), en: \(quoted) }
            prompt: { ko: \(quoted), en: \(quoted) }
            inputs: { source: \(quoted), target: kat }
            ---
            \(payload)

            [link](\(payload)) [js](javascript:alert(1)) <div \(payload)>
            """
        let exercise = try Exercise(text: text, file: "hostile.md")
        let site = try Site.build(
            lessons: Curriculum.lessons(), exercises: [exercise], templates: Templates(files: Fixtures.templateFiles()),
            languages: [.ko, .en])
        for page in site.pages where page.path.hasPrefix("exercise-") || page.path.hasPrefix("index.") {
            Self.expectInert(
                page.html, ownScripts: page.path.hasPrefix("index") && page.html.contains("<figure") ? 2 : 0,
                "\(page.path)")
        }
    }

    @Test("widget block arguments in prose become escaped table text", arguments: payloads)
    func blockArguments(payload: String) throws {
        // The grammar has no escape for `"` inside quotes; the payload's own quotes become `'`.
        let argument = "\"" + payload.replacingOccurrences(of: "\"", with: "'") + "\""
        let prose =
            "```diffstep trace \(argument) kat --unit word\n```\n\n```diffstep batch --old \(argument.replacingOccurrences(of: " ", with: "_"))\ninsert 1\n```\n"
        let article = Article(id: "blocks", kind: .lesson, title: .same("T"), summary: .same("S"), prose: .same(prose))
        let site = try Site.build(
            articles: [article], templates: Templates(files: Fixtures.templateFiles()), languages: [.en],
            widgetFrames: SiteContent.widgetFrames(lessons: []))
        let page = try #require(site.pages.first { $0.path == "blocks.html" })
        Self.expectInert(page.html, ownScripts: 3, "blocks page")
    }
}
