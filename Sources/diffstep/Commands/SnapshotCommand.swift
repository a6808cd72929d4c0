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
        abstract: HelpWords.pick(SnapshotCommandHelp.abstract),
        discussion: HelpWords.pick(SnapshotCommandHelp.discussion)
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(
        help: .words(SnapshotCommandHelp.script))
    var script: String

    @Option(help: .words(SnapshotCommandHelp.format))
    var format: Format = .text

    @Option(
        name: .customLong("ios"),
        help: .words(SnapshotCommandHelp.ios))
    var ios: IOSVersion = .current

    @Option(help: .words(HelpWords.color))
    var color: ColorChoice = .auto

    @Flag(
        name: .customLong("full-states"),
        help: .words(SnapshotCommandHelp.fullStates))
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
        if fullStates { try Self.checkFullStates(parsed) }
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
