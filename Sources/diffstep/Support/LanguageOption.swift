import ArgumentParser
import Storyboard

/// `--lang ko|en`, shared by every command that speaks to a learner.
struct LanguageOption: ParsableArguments {
    @Option(
        name: .long,
        help: .words(
            ko: "설명 언어: ko 또는 en (기본값: LC_ALL/LANG에서).",
            en: "Language of explanations: ko or en (default: from LC_ALL/LANG)."))
    var lang: Language?

    /// The language chosen: `Console.language`, the one decision (`--lang` as the command line
    /// has it, else the locale's). The option is parsed so the parser checks its value and the
    /// help lists it; the language itself was read once, before parsing, so a usage error, the
    /// help and the command all speak the same one.
    @discardableResult
    func apply() -> Language {
        Console.language
    }
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
