/// Whether diffstep writes ANSI colours.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

    /// Decides whether to colour, by the conventions terminals agree on.
    ///
    /// `--color always|never` wins. Otherwise `NO_COLOR` (any value) turns colour off,
    /// `CLICOLOR_FORCE` or `FORCE_COLOR` (not `0`) turns it on, `TERM=dumb` turns it off,
    /// and a terminal on standard output turns it on.
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - isTerminal: whether standard output is a terminal.
    /// - Returns: true to colour.
    public func resolve(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        for key in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
            if let value = environment[key], !value.isEmpty, value != "0" { return true }
        }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}

/// A role something plays on screen, mapped to one ANSI colour.
///
/// The article colours insertions blue, deletions red, substitutions green and the path
/// purple. Colour is never the only signal: every role also has a letter or a mark.
package enum Style: Sendable, CaseIterable {
    case insert, delete, substitute, match, path, current, error, dim, bold, heading, outside

    var code: String {
        switch self {
        case .insert: "34"
        case .delete: "31"
        case .substitute: "32"
        case .match: "39"
        case .path: "35;1"
        case .current: "7"
        case .error: "31;1"
        case .dim: "2"
        case .bold: "1"
        case .heading: "1;4"
        // Grey on a faint background: a cell that was never computed, unlike a dim pending one.
        case .outside: "90;48;5;236"
        }
    }

    /// `text` wrapped in this style's escape codes when `enabled`, unchanged otherwise.
    package func apply(_ text: String, enabled: Bool) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
