import ArgumentParser
import BatchModel
import DiffableSnapshots
import Render
import Storyboard

/// `diffstep snapshot SCRIPT`: runs a snapshot script and shows, line by line, what each
/// `apply` makes UIKit do and what each mistake makes UIKit say.
struct SnapshotCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: HelpWords.pick(
            ko: "diffable data source 스냅샷 스크립트를 한 단계씩 봅니다.", en: "Step through a diffable data source snapshot script."),
        discussion: HelpWords.pick(
            ko: """
                스냅샷 스크립트를 한 줄씩 실행하고, apply마다 UIKit이 수행하는 배치를 보여 줍니다.
                종료 코드 0: 모든 줄이 실행됨; 1: 어떤 줄에서 UIKit이 예외를 던짐; 2: 스크립트를 읽을 수 없음.
                스크립트 언어는 docs/snapshot.md를 보세요.
                """,
            en: """
                Runs a snapshot script line by line and shows the batch UIKit performs at each apply.
                Exit code 0: every line ran; 1: UIKit raised on some line; 2: the script does not parse.
                See docs/snapshot.md for the script language.
                """)
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(
        help: .words(
            ko: "스크립트 파일 (한 줄에 스냅샷 메서드 하나), 또는 표준 입력이면 -.",
            en: "The script file (one snapshot method per line), or - for standard input."))
    var script: String

    @Option(help: .words(ko: "출력 형식: text 또는 json.", en: "Output format: text or json."))
    var format: Format = .text

    @Option(
        name: .customLong("ios"),
        help: .words(
            ko: """
                흉내 낼 iOS 릴리스: 13부터 18, 또는 26 (현재 릴리스, 기본값). 스냅샷 규칙은 13, 14, 15, 17에서 바뀌었고, \
                그 사이 릴리스는 바로 앞 규칙을 씁니다 (16은 15의 규칙, 18과 26은 17의 규칙).
                """,
            en: """
                iOS release to simulate: 13 to 18, or 26 (the current release, the default). Snapshot rules \
                changed in 13, 14, 15 and 17; a release between them follows the one before (16 takes 15's rules, \
                18 and 26 take 17's).
                """))
    var ios: IOSVersion = .current

    @Option(help: .words(ko: "색: auto, always, never 중 하나.", en: "Colour: auto, always or never."))
    var color: ColorChoice = .auto

    @Flag(
        name: .customLong("full-states"),
        help: .words(
            ko: "줄마다 스냅샷 전체를 보여 줍니다 (기본값: 그 줄이 가리키는 항목 주변만, 나머지는 \"… N개 더\"; json: 각 단계의 snapshot과 screen).",
            en:
                "Show the whole snapshot at every line (default: the items around the ones the line names, \"… N more\" for the rest; json: each step's snapshot and screen)."
        ))
    var fullStates = false

    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        let language = console.language
        let release = UIKitRelease(ios)
        let text = try CallsSource.read(script)
        let parsed: SnapshotScript
        do {
            parsed = try SnapshotScript(parsing: text)
        } catch let error {
            guard case .script(let failure) = error else {
                throw CLIError(BatchErrorWords.localized(error, file: script))
            }
            // Three lines (message, the line, a caret), each through Console.error so the
            // script's text is escaped and the caret stays under the column.
            for line in SnapshotWords.parseMessage(failure, file: script == "-" ? "<stdin>" : script)[language].split(
                separator: "\n")
            {
                console.error(String(line))
            }
            throw ExitCode(2)
        }
        var failed = false
        switch format {
        case .json:
            let run = SnapshotScriptJSON.json(parsed, release: release, language: language, fullStates: fullStates)
            failed = run.failed
            console.out(run.json.serialized())
        case .text:
            // Each step drawn as it is made and let go: one snapshot alive at a time.
            let colored = console.colors(color)
            console.stream { emit in
                var first = true
                parsed.walk(release: release) { step in
                    failed = failed || step.failed
                    let frame = SnapshotFrames.frame(
                        for: step, window: fullStates ? .full : .standard, language: language)
                    emit((first ? "" : "\n\n") + FrameText.render(frame, language: language, color: colored))
                    first = false
                }
            }
        }
        if failed { throw ExitCode(1) }
    }
}
