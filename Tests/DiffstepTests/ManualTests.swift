import Foundation
import Testing

/// The man page (`diffstep manual`, installed by `make install`) is the help itself: every
/// command's `--help`, word for word, in the language asked for, as roff a reader can trust.
@Suite struct ManualTests {
    /// The words of a text, blanks of any length between them.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    /// The text roff shows for the lines between `.nf` and `.fi` after `.SS "title"` (or after
    /// the first `.SH` section's `.nf` when `title` is nil).
    static func block(_ page: String, title: String?) -> String? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = title.map { ".SS \"\($0)\"" } ?? ".nf"
        guard let start = lines.firstIndex(where: { $0 == heading }) else { return nil }
        let from = title == nil ? start + 1 : start + 2
        guard let end = lines[from...].firstIndex(of: ".fi") else { return nil }
        return lines[from..<end].map { line in
            let text = line.hasPrefix("\\&") ? line.dropFirst(2) : line
            return text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\")
        }.joined(separator: "\n")
    }

    @Test("each command's section holds its --help, word for word", arguments: HelpLanguageTests.commands)
    func sameHelp(_ command: [String]) throws {
        for (lang, locale) in [("en", "en_US.UTF-8"), ("ko", "ko_KR.UTF-8")] {
            let page = try CLI.run(["manual", "--lang", lang])
            #expect(page.status == 0 && page.stderr.isEmpty)
            // The locale, not --lang: `diffstep --help --lang en` is the default command's help.
            let help = try CLI.run(command + ["--help"], environment: ["LANG": locale])
            let title = command.isEmpty ? nil : (["diffstep"] + command).joined(separator: " ")
            let section = try #require(Self.block(page.stdout, title: title), "\(lang) \(command)")
            #expect(Self.words(section) == Self.words(help.stdout), "\(lang) \(command)")
        }
    }

    @Test("the page is roff: a title, named sections, no line a reader would take for a request")
    func roff() throws {
        for (lang, name) in [("en", "NAME"), ("ko", "이름")] {
            let page = try CLI.run(["manual", "--lang", lang]).stdout
            #expect(page.hasPrefix(".TH DIFFSTEP 1 "))
            #expect(page.contains(".SH \"\(name)\"\ndiffstep \\- "))
            let known = [".TH ", ".SH ", ".SS ", ".nf", ".fi"]
            for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
                #expect(known.contains { line.hasPrefix($0) }, "\(lang): \(line)")
            }
            #expect(!page.contains("--"), "\(lang): every minus is written \\-")
        }
    }

    @Test("the hidden manual command is not listed in the help it repeats")
    func hidden() throws {
        #expect(!(try CLI.run(["--help"])).stdout.contains("manual"))
    }

}
