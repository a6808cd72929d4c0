import ArgumentParser
import Storyboard

/// `diffstep(1)`: the man page, made from the same help `--help` prints (the parser's text, in
/// the language asked for, `HelpWords`), one section per command, so the two cannot differ.
/// `make install` writes it in English and Korean (`share/man/man1`, `share/man/ko/man1`).
struct ManPage {
    let language: Language

    /// The page as roff (`man -l` reads it).
    var roff: String {
        let commands = Self.commands(under: Diffstep.self, path: ["diffstep"])
        var lines = [
            ".TH DIFFSTEP 1 \"\" \"diffstep \(Diffstep.version)\"",
            ".SH " + Self.quoted(words.name[language]),
            "diffstep \\- " + Self.escaped(Diffstep.configuration.abstract),
            ".SH " + Self.quoted(words.description[language]),
        ]
        lines += block(Diffstep.self)
        lines.append(".SH " + Self.quoted(words.commands[language]))
        for (path, command) in commands {
            lines.append(".SS " + Self.quoted(path.joined(separator: " ")))
            lines += block(command)
        }
        return lines.joined(separator: "\n")
    }

    /// One command's help as a preformatted block (72 columns: man indents it by 7 on an 80-column terminal).
    private func block(_ command: ParsableCommand.Type) -> [String] {
        let help = Diffstep.helpMessage(for: command, columns: 72)
        let text = language == .ko ? HelpWords.korean(help) : help
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.escaped(String($0)) }
        return [".nf"] + body + [".fi"]
    }

    /// Every visible command below `parent`, depth first, with its words from the root.
    private static func commands(
        under parent: ParsableCommand.Type, path: [String]
    ) -> [(path: [String], command: ParsableCommand.Type)] {
        parent.configuration.subcommands.filter { $0.configuration.shouldDisplay }.flatMap { command in
            let name = command._commandName
            return [(path + [name], command)] + commands(under: command, path: path + [name])
        }
    }

    /// A line roff shows as written: `\` as `\e`, `-` as `\-` (a minus one can copy, not a
    /// hyphen), and a leading `.` or `'` guarded so it is not read as a request.
    static func escaped(_ line: String) -> String {
        let text = line.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }

    /// A macro argument in quotes (a `"` inside as `\(dq`).
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }

    private let words = ProcessWords.manual
}
