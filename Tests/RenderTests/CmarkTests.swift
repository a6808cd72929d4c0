import CCmark
import Testing

@Suite struct CmarkTests {
    @Test("libcmark renders a heading")
    func heading() throws {
        let markdown = "# 편집 거리\n"
        let html = markdown.withCString { pointer -> String? in
            guard let rendered = cmark_markdown_to_html(pointer, markdown.utf8.count, CMARK_OPT_DEFAULT) else {
                return nil
            }
            defer { free(rendered) }
            return String(cString: rendered)
        }
        #expect(html == "<h1>편집 거리</h1>\n")
    }
}
