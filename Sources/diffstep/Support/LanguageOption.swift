import ArgumentParser
import Storyboard

/// `--lang ko|en`, shared by every command that speaks to a learner.
///
/// The option is parsed so the parser checks its value and the help lists it; the language
/// itself is read once, before parsing (``Language/requested(in:environment:)``, by
/// ``Console/ofProcess()``), and reaches a command in its ``Console`` and the help through
/// ``HelpWords/language``, so a usage error, the help and the command all speak the same one.
struct LanguageOption: ParsableArguments {
    @Option(
        name: .long,
        help: .words(LanguageOptionHelp.lang))
    var lang: Language?
}

extension LanguageOption {
    /// `arguments` without `--lang X` and `--lang=X`.
    static func removing(from arguments: [String]) -> [String] {
        var kept: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
            } else if argument == "--lang" {
                skipNext = true
            } else if !argument.hasPrefix("--lang=") {
                kept.append(argument)
            }
        }
        return kept
    }
}

extension Language: ExpressibleByArgument {}

extension Language {
    /// The language asked for with `--lang` on a command line that may not have parsed,
    /// else the locale's: so even a usage error speaks the learner's language.
    static func requested(in arguments: [String], environment: [String: String]) -> Language {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--lang="), let lang = Language(rawValue: String(argument.dropFirst(7))) {
                return lang
            }
            if argument == "--lang", index + 1 < arguments.count, let lang = Language(rawValue: arguments[index + 1]) {
                return lang
            }
        }
        return preferred(in: environment)
    }
}
