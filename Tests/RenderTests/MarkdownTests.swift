import Testing

@testable import Render

@Suite struct MarkdownTests {
    @Test("a diffstep block becomes the widget's HTML, other code blocks stay code")
    func widgetBlocks() throws {
        let source = "# 제목\n\n```diffstep trace kit kat\nbody\n```\n\n```swift\nlet x = 1\n```\n"
        var seen: [String] = []
        let html = try Markdown.html(source) { info, body in
            seen.append(info + "|" + body)
            return "<div class=\"w\">ok</div>"
        }
        #expect(seen == ["trace kit kat|body\n"])
        #expect(
            html
                == "<h1>제목</h1>\n<div class=\"w\">ok</div>\n<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n"
        )
    }

    @Test("raw HTML typed into Markdown is dropped and javascript: links are emptied")
    func safeDefault() throws {
        let source = "<script>alert(1)</script>\n\nhi <img src=x onerror=alert(1)> [a](javascript:alert(1))\n"
        let html = try Markdown.html(source) { _, _ in "" }
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("<a href=\"\">a</a>"))
    }

    @Test("an error from a widget reaches the caller")
    func widgetError() {
        #expect(throws: RenderError.unknownWidget("nope")) {
            try Markdown.html("```diffstep nope\n```\n") { info, _ in throw RenderError.unknownWidget(info) }
        }
    }

    @Test("a fence whose info only starts with the word diffstep is not a widget")
    func notOurs() throws {
        let html = try Markdown.html("```diffsteps\nx\n```\n") { _, _ in "W" }
        #expect(html.contains("<pre><code"))
    }
}
