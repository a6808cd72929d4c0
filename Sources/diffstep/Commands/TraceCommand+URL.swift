import DiffEngine
import Foundation
import SiteBuilder
import Storyboard

extension TraceCommand {
    /// The units the site's trace form offers (`InputFields`, written into each page).
    static let linkUnits = InputFields.traceUnits

    /// A link that opens these texts in the landing page's live widget, at `--step`:
    /// `file:///…/Site/index.html#s=kitten&t=sitting&step=12` (unit, tie-break and notation
    /// only when not the default), as `inputs.js` reads and writes it.
    /// - Throws: `CLIError` for a unit the page's form does not offer, a table over the
    ///   stepping limit (the page's), or a step outside the table's.
    func link(language: Language) throws(CLIError) -> String {
        let unit = options.texts.unit
        guard Self.linkUnits.contains(unit) else {
            let names = Self.linkUnits.map(\.rawValue).joined(separator: ", ")
            throw CLIError(InputWords.urlUnit(names, given: unit.rawValue))
        }
        let (source, target) = try options.texts.texts(fallback: ("kit", "kat"))
        let trace = try options.trace(source: unit.tokens(of: source), target: unit.tokens(of: target), steps: true)
        let frames = TraceStoryboard(trace: trace, cellText: .cost).sequence.count
        guard (1...frames).contains(step) else {
            throw CLIError(InputWords.stepOutside(step, frames: frames))
        }
        var parts = [("s", source), ("t", target)]
        if unit != .grapheme { parts.append(("unit", unit.rawValue)) }
        if options.tieBreak != .deepdiff { parts.append(("tie-break", options.tieBreak.rawValue)) }
        if options.notation == .ops { parts.append(("notation", "ops")) }
        parts.append(("step", String(step)))
        let fragment = parts.map { $0.0 + "=" + Self.componentEncoded($0.1) }.joined(separator: "&")
        return siteBase() + (language == .ko ? "index.html" : "index.en.html") + "#" + fragment
    }

    /// `--site-url` ending in `/`, or the Site folder under the current one as a file:// URL.
    func siteBase() -> String {
        if let siteURL { return siteURL.hasSuffix("/") ? siteURL : siteURL + "/" }
        let folder = FileManager.default.currentDirectoryPath + "/Site/"
        return "file://"
            + folder.utf8.map { Self.isPathByte($0) ? String(UnicodeScalar($0)) : Self.escaped($0) }.joined()
    }

    /// `text` as JavaScript's `encodeURIComponent` writes it: UTF-8, every byte but
    /// `A-Z a-z 0-9 - _ . ! ~ * ' ( )` as `%XX`.
    static func componentEncoded(_ text: String) -> String {
        text.utf8.map { isUnreserved($0) ? String(UnicodeScalar($0)) : escaped($0) }.joined()
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || Array("-_.!~*'()".utf8).contains(byte)
    }

    static func isPathByte(_ byte: UInt8) -> Bool { isUnreserved(byte) || byte == 0x2F }

    static func escaped(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
