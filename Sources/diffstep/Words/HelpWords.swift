import ArgumentParser
import Foundation
import Storyboard

/// The command line's help in the language asked for (`--lang`, else the locale), as every
/// other word diffstep says: each abstract and option help is written in Korean and English.
/// The parser reads them when it builds a help or usage text, after the language is known.
enum HelpWords {
    /// The language the help speaks while `main.swift` parses and runs the command line: the
    /// ``Console``'s, bound there (`HelpWords.$language.withValue(console.language) { … }`);
    /// English outside that scope.
    ///
    /// Not a fact the help decides or stores: swift-argument-parser builds each command's help
    /// from `static let configuration` and from option wrappers' `help:`, which take no value
    /// from a caller, so the one value `main.swift` decided reaches them as a task-local
    /// binding around the parse (docs/ARCHITECTURE.md, "One edge").
    @TaskLocal static var language: Language = .en

    /// The help text in the language of this command line.
    static func pick(_ words: Localized) -> String {
        words[language]
    }

    /// A help text of the parser's in Korean: its headings, its own options, the default and
    /// the accepted values it appends to an option's help. Other text stays as it is.
    static func korean(_ help: String) -> String {
        var text = help
        for (english, korean) in chrome { text = text.replacingOccurrences(of: english, with: korean) }
        // "See 'diffstep help lesson <subcommand>' for detailed help."
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let start = line.range(of: "See '"), let end = line.range(of: "' for detailed help.") else {
                return String(line)
            }
            let command = line[start.upperBound..<end.lowerBound].replacingOccurrences(
                of: "<subcommand>", with: "<하위 명령>")
            return line[..<start.lowerBound] + "자세한 도움말: " + command
        }.joined(separator: "\n")
    }

    private static let chrome: [(String, String)] = [
        ("OVERVIEW:", "개요:"), ("USAGE:", "사용법:"), ("ARGUMENTS:", "인자:"), ("OPTIONS:", "옵션:"),
        ("SUBCOMMANDS:", "하위 명령:"), ("Show help information.", "도움말을 보여 줍니다."),
        ("Show the version.", "버전을 보여 줍니다."), ("default:", "기본값:"),
        // No space after the colon: at a narrow width the parser breaks the line right there.
        ("(values:", "(값:"),
        ("(default command)", "(기본 명령)"), ("(default)", "(기본)"), ("diffstep <subcommand>", "diffstep <하위 명령>"),
    ]
}

extension ArgumentHelp {
    /// An option's help from its words file (`Words/Help/`), in the language of this command
    /// line (``HelpWords/pick(_:)``).
    static func words(_ words: Localized, valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp(HelpWords.pick(words), valueName: valueName)
    }

    /// The exercise file argument of `check`, `exercise` and its subcommands.
    static var exerciseFile: ArgumentHelp { .words(HelpWords.exerciseFile) }
}

extension HelpWords {
    /// `--color`, as every command that colours takes it (Render's `ColorChoice.resolve`).
    static let color = Localized(
        ko: "색: auto, always, never (auto는 NO_COLOR, CLICOLOR_FORCE·FORCE_COLOR, TERM=dumb와 터미널을 따릅니다).",
        en:
            "Colours: auto, always or never (auto follows NO_COLOR, CLICOLOR_FORCE or FORCE_COLOR, TERM=dumb and the terminal)."
    )

    /// The exercise file argument's help.
    static let exerciseFile = Localized(
        ko: "연습 문제 파일 (front matter가 있는 Markdown).", en: "The exercise file (Markdown with front matter).")
}
