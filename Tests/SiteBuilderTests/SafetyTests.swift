import Render
import Storyboard
import Testing

@testable import SiteBuilder

/// Hostile text through every format: none of it may come out live.
@Suite struct SafetyTests {
    static let payloads = [
        "<script>alert(1)</script>",
        "\"onload=alert(1) x=\"",
        "'onmouseover=alert(1) '",
        "</textarea><img src=x onerror=alert(1)>",
        "</script><script>alert(1)</script>",
        "javascript:alert(1)",
    ]

    /// Fails when the output holds something a browser would run: a tag we did not write,
    /// an event-handler attribute, or a `javascript:` URL. Text (escaped) may say anything.
    static func expectInert(_ output: String, ownScripts: Int, _ comment: Comment) {
        let tags = tags(in: output)
        #expect(tags.filter { $0.hasPrefix("<script") }.count == ownScripts, comment)
        for tag in tags.map(withoutLabels) {
            let name = tag.dropFirst().prefix { $0.isLetter || $0 == "/" }
            #expect(
                !["img", "iframe", "textarea", "/textarea", "object", "embed"].contains(name), "\(comment): \(tag)")
            let attributes = tag.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "'" }).dropFirst()
            #expect(!attributes.contains { $0.hasPrefix("on") && $0.contains("=") }, "\(comment): \(tag)")
            #expect(!tag.contains("javascript:"), "\(comment): \(tag)")
        }
    }

    /// `tag` with the values of its `aria-label` attributes emptied: a label is text a screen
    /// reader speaks (a cell's place and value, so the learner's input), escaped like any
    /// text; it cannot hold a raw quote, so it cannot end the attribute and start another.
    static func withoutLabels(_ tag: String) -> String {
        var out = ""
        var rest = Substring(tag)
        while let start = rest.firstRange(of: "aria-label=\"") {
            out += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            #expect(!rest.prefix { $0 != "\"" }.contains("<"), "a label holds a raw <: \(tag)")
            rest = rest.drop { $0 != "\"" }
        }
        return out + rest
    }

    /// The tags of an HTML or SVG text as a browser reads them; script and style bodies skipped.
    static func tags(in html: String) -> [String] {
        var tags: [String] = []
        var rest = Substring(html.lowercased())
        while let open = rest.firstIndex(of: "<") {
            rest = rest[open...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = String(rest[...close])
            tags.append(tag)
            rest = rest[rest.index(after: close)...]
            for raw in ["script", "style"] where tag.hasPrefix("<" + raw) {
                if let end = rest.range(of: "</" + raw) { rest = rest[end.lowerBound...] }
            }
        }
        return tags.filter { $0.count > 2 && ($0.dropFirst().first?.isLetter == true || $0.hasPrefix("</")) }
    }

    @Test("the tag scanner sees real tags, not escaped text, and skips script bodies")
    func scanner() {
        let html = "<p>&lt;img onerror=x&gt;<img src=x onerror=a></p><script>if (a < b) {}</script>"
        #expect(Self.tags(in: html) == ["<p>", "<img src=x onerror=a>", "</p>", "<script>", "</script>"])
    }

    @Test("Markdown prose written by an instructor", arguments: payloads)
    func prose(payload: String) throws {
        let markdown =
            "# \(payload)\n\n\(payload)\n\n[link](\(payload)) [js](javascript:alert(1))\n\n<div \(payload)>\n"
        let site = try Fixtures.site(prose: markdown, frames: [])
        for page in site.pages {
            // The landing page carries its live example: the stepper's frames and script.
            Self.expectInert(
                page.html, ownScripts: page.path.hasPrefix("index") && page.html.contains("<figure") ? 2 : 0,
                "\(page.path)")
        }
    }

    @Test("widget text: cells, headers, captions, titles and narration", arguments: payloads)
    func widget(payload: String) throws {
        let site = try Fixtures.site(prose: "```diffstep trace\n```\n", frames: Fixtures.frames(text: payload))
        let page = try #require(site.pages.first { $0.path == "lesson.html" })
        // Our two: the JSON island and the stepper script.
        Self.expectInert(page.html, ownScripts: 2, "lesson page")
        let island = try #require(
            page.html.split(separator: "class=\"ds-frames\">").last?.split(separator: "</script>").first)
        #expect(!island.contains("<") && !island.contains(">"))
    }

    @Test("the SVG picture", arguments: payloads)
    func svg(payload: String) {
        for frame in Fixtures.frames(text: payload) { Self.expectInert(frame.svg(language: .en), ownScripts: 0, "svg") }
    }

    @Test("a page title or summary from a lesson is escaped in the layout and the index")
    func chrome() throws {
        let article = Article(
            id: "x", kind: .lesson, title: .same(Self.payloads[0]), summary: .same(Self.payloads[1]), prose: .same("hi")
        )
        let site = try Site.build(
            articles: [article], templates: Templates(files: Fixtures.templateFiles()), languages: [.ko],
            widgetFrames: { _, _ in [] })
        for page in site.pages {
            // The landing page carries its live example: the stepper's frames and script.
            Self.expectInert(
                page.html, ownScripts: page.path.hasPrefix("index") && page.html.contains("<figure") ? 2 : 0,
                "\(page.path)")
        }
    }
}
