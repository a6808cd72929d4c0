import Foundation
import Render
import Storyboard
import TestSupport
import Testing

@testable import SiteBuilder

@Suite struct SitePageTests {
    @Test("one widget page matches its expected file (DIFFSTEP_RECORD=1 re-records)")
    func expectedPage() throws {
        let site = try Fixtures.site(prose: "Intro *text*.\n\n```diffstep trace kit kat\n```\n")
        let page = try #require(site.pages.first { $0.path == "lesson.html" })
        #expect(page.html == (try Fixtures.expected("lesson-widget.html", page.html)))
    }

    @Test("the CSP names the exact inline script and style by hash, and nothing else loads")
    func contentSecurityPolicy() throws {
        let site = try Fixtures.site(prose: "```diffstep x\n```\n")
        let page = try #require(site.pages.first { $0.path == "lesson.html" })
        let templates = try Templates(files: Fixtures.templateFiles())
        #expect(page.html.contains("<script>" + templates.script + "</script>"))
        #expect(page.html.contains("<style>" + templates.style + "</style>"))
        let policy = ContentSecurityPolicy(style: templates.style, script: templates.script).header
        #expect(page.html.contains(policy.replacingOccurrences(of: "'", with: "&#39;")))
        #expect(policy.hasPrefix("default-src 'none'; style-src 'sha256-"))
        #expect(!page.html.contains("http://") && !page.html.contains("https://"))
    }

    @Test("pages without a widget carry no script and forbid scripts")
    func noScript() throws {
        let site = try Fixtures.site(prose: "plain")
        let page = try #require(site.pages.first { $0.path == "lesson.html" })
        #expect(!page.html.contains("<script"))
        #expect(page.html.contains("script-src &#39;none&#39;"))
    }

    @Test("every language gets an index, each lesson and the about page; the first has plain names")
    func languages() throws {
        let site = try Fixtures.site(prose: "x", languages: [.ko, .en])
        #expect(
            site.pages.map(\.path) == [
                "index.html", "lesson.html", "about.html", "index.en.html", "lesson.en.html", "about.en.html",
            ])
        let korean = try #require(site.pages.first)
        #expect(korean.html.contains("<html lang=\"ko\">") && korean.html.contains("href=\"index.en.html\""))
    }

    /// Two random 10-letter words (seeded), as a lesson's ```` ```diffstep trace ```` block draws them.
    static let tenByTen: [(String, String)] = {
        var random = SplitMix64(seed: 6)
        let word = { String((0..<10).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &random) ?? "a" }) }
        return [("abcdefghij", "klmnopqrst")] + (0..<3).map { _ in (word(), word()) }
    }()

    @Test(
        "a real 10x10 trace widget (the storyboard's own narration, every cell's origin) stays under 32 KB in both languages",
        arguments: tenByTen)
    func widgetBudget(source: String, target: String) throws {
        let frames = try WidgetBlock.parse("trace \(source) \(target)").frames(lessons: [])
        #expect(frames.count > 100 && frames.allSatisfy { $0.panels.first?.cells.count == 11 })
        for language in Language.allCases {
            #expect(frames.map { $0.narration[language].utf8.count }.reduce(0, +) > 12_000, "real narration")
            let html = StepperWidget(frames: frames, language: language, id: "w1").html()
            #expect(html.utf8.count < 32_000, "\(source) -> \(target) (\(language)): \(html.utf8.count) bytes")
        }
    }
}

@Suite struct ExportTests {
    @Test(
        "a standalone page is its own page: title, how to read, the stepper and its legend; no site links",
        arguments: Language.allCases)
    func standalone(language: Language) throws {
        let templates = try Templates(files: Fixtures.templateFiles())
        let html = try Site.standalonePage(
            frames: FrameSequence(Fixtures.frames()), title: "kit → kat", summary: "<b>", templates: templates,
            language: language)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(language.rawValue)\">"))
        #expect(
            !html.contains("href=") && !html.contains("<a ") && !html.contains("<nav")
                && !html.contains("class=\"pager\""))
        // The lesson page's pager read "← Previous: …" and "Next: … →"; the stepper's own buttons stay.
        #expect(!html.contains(SiteText.previous[language] + ":") && !html.contains(SiteText.next[language] + ":"))
        #expect(html.contains("data-act=\"prev\"") && html.contains("data-act=\"next\""))
        #expect(html.contains("<h1>kit → kat</h1>") && html.contains("&lt;b&gt;"))
        #expect(html.contains(HTMLText.escaped(SiteText.tableLegend[language])))
        #expect(html.contains("<figure class=\"ds-stepper\"") && html.contains("<ul class=\"ds-legend\""))
        #expect(html.contains("<script>" + templates.script + "</script>"))
        let policy = ContentSecurityPolicy(style: templates.style, script: templates.script).header
        #expect(html.contains(policy.replacingOccurrences(of: "'", with: "&#39;")))
        SafetyTests.expectInert(html, ownScripts: 2, "standalone")
    }

    @Test("the standalone export needs its template, and says so")
    func standaloneTemplate() throws {
        var files = try Fixtures.templateFiles()
        files["standalone.mustache"] = nil
        let templates = try Templates(files: files)
        #expect(throws: SiteError.missingTemplate("standalone.mustache")) {
            try Site.standalonePage(
                frames: FrameSequence(Fixtures.frames()), title: "t", summary: "s", templates: templates, language: .en)
        }
    }

    @Test(
        "the Markdown document puts each panel in a code block with its roles in words", arguments: SafetyTests.payloads
    )
    func markdown(payload: String) throws {
        let document = Frame.markdownDocument(Fixtures.frames(text: payload), title: payload, language: .en)
        // Rendered by cmark as a forge would, nothing in it may be live.
        let html = try Markdown.html(document) { _, _ in "" }
        SafetyTests.expectInert(html, ownScripts: 0, "markdown")
        #expect(document.contains("```text\n"))
    }

    @Test("a panel's plain text lines up, its roles in words after the values, never glyphs")
    func plainText() {
        let document = Frame.markdownDocument([Fixtures.frames()[0]], title: "t", language: .en)
        #expect(document.contains("```text\n  | k       | a\nk | k (now) | 1\nb | 1       | 0 (path)\n```"))
        #expect(!document.contains("k@") && !document.contains("0*"))
    }
}
