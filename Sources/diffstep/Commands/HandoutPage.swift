import Render
import Storyboard

/// A standalone HTML page for one handout (the site builder makes the styled pages).
enum HandoutPage {
    /// The page: the handout's Markdown shown as preformatted text, every character escaped.
    static func html(markdown: String, title: String, language: Language) -> String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)">
        <head><meta charset="utf-8"><title>\(escape(title))</title></head>
        <body><pre>\(escape(markdown))</pre></body>
        </html>
        """
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
