/// Text made safe to sit in HTML, between tags or inside a quoted attribute.
///
/// Everything a user typed (trace inputs, cell text, lesson titles) passes through here
/// before it reaches a page, so `<script>` shows as text and `"onload=` cannot end an
/// attribute.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    /// - Parameter text: any text.
    /// - Returns: text that reads the same in a browser and starts no tag or attribute.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
