import Render
import Storyboard

/// A printable HTML file of handouts: one A4 page per student (the site builder makes the
/// styled web pages).
enum HandoutPage {
    /// The pages: each handout's Markdown through libcmark (raw HTML in it is dropped), every
    /// title character escaped, a page break after each.
    static func html(pages: [String], title: String, language: Language) throws -> String {
        var body = ""
        for markdown in pages {
            let page = try Markdown.html(markdown) { _, text in "<pre>" + HTMLText.escaped(text) + "</pre>" }
            body += "<section class=\"page\">\n\(page)</section>\n"
        }
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head><meta charset="utf-8"><title>\(HTMLText.escaped(title))</title>
            <style>
            @page { size: A4; margin: 15mm }
            body { font-family: system-ui, sans-serif; font-size: 11pt; max-width: 180mm; margin: auto }
            .page { break-after: page; page-break-after: always }
            .page:last-child { break-after: auto; page-break-after: auto }
            pre { font-size: 14pt; line-height: 1.8; letter-spacing: .3em; border: 1px solid #888; padding: 4mm }
            </style></head>
            <body>
            \(body)</body>
            </html>
            """
    }
}
