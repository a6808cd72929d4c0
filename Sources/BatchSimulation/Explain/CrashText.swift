import BatchModel
import TextIntake

/// A pasted exception text or crash log reduced to what the formats can be matched against.
///
/// Normalisation (docs/uikit.md, "explain"): object addresses become `0x…`, every run of
/// whitespace (crash reporters wrap lines and collapse or keep UIKit's newlines and tabs)
/// becomes one space, and the text starts at the first phrase a known format starts with,
/// so a `*** Terminating app due to uncaught exception ... reason: '` prefix, a
/// `Fatal Exception:` line and a stack trace around the reason do not matter.
package struct CrashText: Sendable {
    /// The whole input, normalised.
    package let normalised: String
    /// The normalised text from the first known head on, or `nil` when there is none.
    package let reason: Substring?

    /// The phrases UIKit's batch-update texts begin with.
    static let heads = [
        "Invalid update:", "Invalid batch updates detected:", "attempt to ", "cannot move ",
        "Invalid table view update.", "Attempted to perform update with invalid index path:",
    ]

    /// Reads `text`.
    /// - Complexity: O(n · heads) in the length of the text.
    package init(_ text: String) {
        let normalised = Self.normalise(text)
        self.normalised = normalised
        var best: Substring.Index?
        for head in Self.heads {
            if let range = Substring(normalised).range(ofText: head), best.map({ range.lowerBound < $0 }) ?? true {
                best = range.lowerBound
            }
        }
        reason = best.map { normalised[$0...] }
    }

    /// Addresses to `0x…`, whitespace runs to one space, control characters dropped, JSON
    /// escapes undone (`\n` a space, `\"` a quote), curly quotes made straight, trimmed.
    /// - Complexity: O(n), walking the text once without copying it into an array.
    package static func normalise(_ text: String) -> String {
        var out = ""
        var index = text.startIndex
        var pendingSpace = false
        while index < text.endIndex {
            var char = text[index]
            // A JSON-escaped text (`\n`, `\"`): UIKit's texts hold no backslash of their own.
            if char == "\\", text.index(after: index) < text.endIndex {
                let next = text.index(after: index)
                switch text[next] {
                case "n", "t", "r":
                    pendingSpace = !out.isEmpty
                    index = text.index(after: next)
                    continue
                case "\"", "'", "/", "\\":
                    char = text[next]
                    index = next
                default: break
                }
            }
            // Curly quotes a chat or a word processor put in place of UIKit's straight ones.
            if char == "\u{2018}" || char == "\u{2019}" { char = "'" }
            if char == "\u{201C}" || char == "\u{201D}" { char = "\"" }
            if TextBytes.isWhitespace(char) {
                pendingSpace = !out.isEmpty
                index = text.index(after: index)
                continue
            }
            // Terminal escapes and other controls a log may carry are not UIKit's words.
            if char.unicodeScalars.allSatisfy({
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0xFEFF
            }) {
                index = text.index(after: index)
                continue
            }
            if pendingSpace { out.append(" ") }
            pendingSpace = false
            if char == "0", let address = addressEnd(text, from: index) {
                out += "0x…"
                index = address
                continue
            }
            out.append(char)
            index = text.index(after: index)
        }
        return out
    }

    /// Where a `0x` followed by hex digits starting at `start` ends, or `nil`.
    private static func addressEnd(_ text: String, from start: String.Index) -> String.Index? {
        let x = text.index(after: start)
        guard x < text.endIndex, text[x] == "x" || text[x] == "X" else { return nil }
        var index = text.index(after: x)
        guard index < text.endIndex, text[index].isHexDigit else { return nil }
        while index < text.endIndex, text[index].isHexDigit { index = text.index(after: index) }
        return index
    }

    /// A simulated text as a report would quote it: normalised, the view's description
    /// suffix cut off.
    package static func comparable(_ text: String) -> String {
        var reason = Substring(normalise(text))
        for cut in [" Collection view: <", " Table view: <"] {
            if let range = reason.range(ofText: cut) { reason = reason[..<range.lowerBound] }
        }
        return Substring(String(reason)).trimmingWhitespace()
    }
}

extension CrashText {
    /// True when `raised` (a simulated text) is the reason `recognition` read from a paste:
    /// the same words modulo addresses and whitespace (runs, and a wrap inside a word), and a
    /// view suffix exactly where the paste has one, naming the same view (the description
    /// inside it is the running app's). A paste that ends where the suffix would begin fits
    /// either.
    static func sameReason(_ raised: String, as recognition: Recognition) -> Bool {
        let text = Substring(normalise(raised))
        var body = text
        var suffixView: ViewKind?
        for view in ViewKind.allCases {
            if let range = text.range(ofText: " \(view.capitalizedViewName): <") {
                body = text[..<range.lowerBound]
                suffixView = view
            }
        }
        guard withoutSpaces(body) == withoutSpaces(Substring(recognition.quoted)) else { return false }
        switch recognition.ending {
        case .suffix(let view): return suffixView == view
        case .end: return true
        case .other: return suffixView == nil
        }
    }

    private static func withoutSpaces(_ text: Substring) -> String {
        String(text.unicodeScalars.filter { $0 != " " }.map(Character.init))
    }
}
