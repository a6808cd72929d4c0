import ArgumentParser
import Grading
import Lessons
import SiteBuilder
import Storyboard

/// `diffstep site`: writes the static website, every lesson in every language.
struct SiteCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: HelpWords.pick(
            ko: "정적 웹사이트(레슨, 예제, 연습 문제; ko와 en)를 폴더에 씁니다.",
            en: "Write the static website (lessons, examples, exercises; ko and en) to a folder."),
        discussion: HelpWords.pick(
            ko: "임시 폴더에 다 쓴 다음 한 번에 옮기므로 반쯤 만든 사이트는 남지 않습니다.",
            en:
                "Everything is written to a temporary folder first and moved into place at once, so no half-written site is left."
        ))

    @Option(name: .long, help: .words(ko: "쓸 폴더 (통째로 바뀝니다).", en: "The folder to write (replaced as a whole)."))
    var out = "Site"

    @Option(
        name: .long,
        help: .words(
            ko: "템플릿 폴더 (기본값: diffstep에 들어 있는 Templates/ 사본).",
            en: "The templates folder (default: the copy of Templates/ built into diffstep)."))
    var templates: String?

    @Option(
        name: .long,
        help: .words(
            ko: "예제 연습 문제 폴더 (기본값: diffstep에 들어 있는 Exercises/ 사본); *.md 하나마다 유인물 한 쪽.",
            en:
                "The sample exercises folder (default: the copy of Exercises/ built into diffstep); one handout page per *.md."
        )
    )
    var exercises: String?

    @Option(
        name: .customLong("lang"),
        help: .words(
            ko: "언어, 쉼표로 구분; 첫 언어의 페이지가 언어 표시 없는 파일 이름(index.html)을 씁니다.",
            en: "Languages, comma-separated; the first gets the plain file names."))
    var languages = "ko,en"

    @Option(
        name: .long,
        help: .words(
            ko: """
                `make wasm`으로 만든 엔진 폴더: 그 부분들(engine-text.wasm.gz, engine-batch.wasm.gz, \
                engine-snapshot.wasm.gz, engine-explain.wasm.gz, 또는 압축하지 않은 모듈)을 engine-PART.js로 \
                넣어 모든 위젯이 읽는 사람의 입력을 받습니다 \
                (기본값: .build-wasm, 없으면 `make install`이 PREFIX/share/diffstep에 둔 사본).
                """,
            en: """
                The folder of the engine built by `make wasm`, whose parts (engine-text.wasm.gz, engine-batch.wasm.gz, \
                engine-snapshot.wasm.gz and engine-explain.wasm.gz, or the modules ungzipped) are inlined as engine-PART.js \
                so every widget takes the reader's own input \
                (default: .build-wasm, else the copy `make install` put in PREFIX/share/diffstep).
                """, valueName: "dir"))
    var engine: String?

    @Flag(
        name: .customLong("no-engine"),
        help: .words(
            ko: "미리 계산한 프레임만: 엔진 스크립트도 입력란도 없습니다.", en: "Pre-computed frames only: no engine scripts, no input fields.")
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
            throw CLIError(ProcessWords.siteNotBuilt(Localized(ko: error.text(.ko), en: error.text(.en))))
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
