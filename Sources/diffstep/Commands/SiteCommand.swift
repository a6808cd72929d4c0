import ArgumentParser
import Grading
import Lessons
import SiteBuilder
import Storyboard

/// `diffstep site`: writes the static website, every lesson in every language.
struct SiteCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: HelpWords.pick(SiteCommandHelp.abstract),
        discussion: HelpWords.pick(SiteCommandHelp.discussion))

    @Option(name: .long, help: .words(SiteCommandHelp.out))
    var out = "Site"

    @Option(
        name: .long,
        help: .words(SiteCommandHelp.templates))
    var templates: String?

    @Option(
        name: .long,
        help: .words(SiteCommandHelp.exercises)
    )
    var exercises: String?

    @Option(
        name: .customLong("lang"),
        help: .words(SiteCommandHelp.languages))
    var languages = "ko,en"

    @Option(
        name: .long,
        help: .words(SiteCommandHelp.engine, valueName: "dir"))
    var engine: String?

    @Flag(
        name: .customLong("no-engine"),
        help: .words(SiteCommandHelp.noEngine)
    )
    var noEngine = false

    func run(_ console: Console) throws {
        let languages = try SiteCommand.parseLanguages(self.languages)
        let templates = try SiteFolder.templates(at: self.templates)
        let exercises = try SiteFolder.exercises(at: self.exercises)
        let wasm = noEngine ? nil : try SiteFolder.engine(in: engine ?? SiteFolder.defaultEngine())
        let site: Site
        do {
            site = try Site.build(
                lessons: Curriculum.lessons(), exercises: exercises, templates: templates, languages: languages,
                engine: wasm)
        } catch {
            throw CLIError(ProcessWords.siteNotBuilt(error.message))
        }
        // For the regression test of Ctrl-C: a signal to itself after N files.
        let signalAfter = console.environment["DIFFSTEP_TEST_INTERRUPT_AFTER"].flatMap { Int($0) }
        try SiteFolder.replace(out, with: site, signalAfter: signalAfter)
        console.out("site: \(site.pages.count) pages -> \(out)")
    }

    static func parseLanguages(_ text: String) throws(CLIError) -> [Language] {
        var out: [Language] = []
        for part in text.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let language = Language(rawValue: name) else {
                throw CLIError(InputWords.unknownLanguage(name))
            }
            if !out.contains(language) { out.append(language) }
        }
        guard !out.isEmpty else { throw CLIError(InputWords.noLanguage) }
        return out
    }
}
