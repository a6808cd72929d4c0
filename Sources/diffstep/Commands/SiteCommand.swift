import ArgumentParser
import Grading
import Lessons
import SiteBuilder
import Storyboard

/// `diffstep site`: writes the static website, every lesson in every language.
struct SiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Write the static website (lessons, examples, exercises; ko and en) to a folder.",
        discussion: "웹사이트를 폴더에 씁니다. 임시 폴더에 다 쓴 다음 한 번에 옮기므로 반쯤 만든 사이트는 남지 않습니다.")

    @Option(name: .long, help: "The folder to write (replaced as a whole).")
    var out = "Site"

    @Option(name: .long, help: "The templates folder (default: the copy of Templates/ built into diffstep).")
    var templates: String?

    @Option(
        name: .long,
        help:
            "The sample exercises folder (default: the copy of Exercises/ built into diffstep); one handout page per *.md."
    )
    var exercises: String?

    @Option(name: .customLong("lang"), help: "Languages, comma-separated; the first gets the plain file names.")
    var languages = "ko,en"

    @Option(
        name: .long,
        help: ArgumentHelp(
            """
            The folder of the engine built by `make wasm`, whose parts (engine-text.wasm.gz, engine-batch.wasm.gz, \
            engine-snapshot.wasm.gz and engine-explain.wasm.gz, or the modules ungzipped) are inlined as engine-PART.js \
            so every widget takes the reader's own input \
            (default: .build-wasm, else the copy `make install` put in PREFIX/share/diffstep).
            """, valueName: "dir"))
    var engine: String?

    @Flag(name: .customLong("no-engine"), help: "Pre-computed frames only: no engine scripts, no input fields.")
    var noEngine = false

    func run() throws {
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
            throw CLIError(ko: "사이트를 만들 수 없습니다: \(error.text(.ko))", en: "cannot build the site: \(error.text(.en))")
        }
        try SiteFolder.replace(out, with: site)
        Console.out("site: \(site.pages.count) pages -> \(out)")
    }

    static func parseLanguages(_ text: String) throws(CLIError) -> [Language] {
        var out: [Language] = []
        for part in text.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let language = Language(rawValue: name) else {
                throw CLIError(ko: "모르는 언어입니다: \(name) (ko 또는 en)", en: "unknown language: \(name) (ko or en)")
            }
            if !out.contains(language) { out.append(language) }
        }
        guard !out.isEmpty else { throw CLIError(ko: "--lang이 비었습니다", en: "--lang is empty") }
        return out
    }
}
