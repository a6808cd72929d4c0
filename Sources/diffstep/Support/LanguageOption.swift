import ArgumentParser
import Storyboard

/// `--lang ko|en`, shared by every command that speaks to a learner.
struct LanguageOption: ParsableArguments {
    @Option(name: .long, help: "Language of explanations: ko or en (default: from LC_ALL/LANG).")
    var lang: Language?

    /// Applies the choice to the console and returns it.
    @discardableResult
    func apply() -> Language {
        if let lang { Console.language = lang }
        return Console.language
    }
}

extension Language: ExpressibleByArgument {}
