import Render
import Storyboard

/// A standalone HTML page for one handout (the site builder makes the styled pages).
enum HandoutPage {
    /// The page: the handout's Markdown through libcmark (raw HTML in it is dropped), with
    /// every title character escaped.
    static func html(markdown: String, title: String, language: Language) throws -> String {
        let body = try Markdown.html(markdown) { _, text in "<pre>" + HTMLText.escaped(text) + "</pre>" }
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head><meta charset="utf-8"><title>\(HTMLText.escaped(title))</title></head>
            <body>
            \(body)</body>
            </html>
            """
    }
}
