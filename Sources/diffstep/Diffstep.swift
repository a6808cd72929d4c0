import ArgumentParser

/// The `diffstep` command: one subcommand per file in `Commands/`.
struct Diffstep: ParsableCommand {
    static let version = "0.1.0"

    /// `--version`: the release and the commit built from (`BuildCommit`, written at build
    /// time by the EmbedFiles plugin), or why no commit is known.
    static let versionLine =
        version
        + (BuildCommit.id.map { " (commit \($0))" }
            ?? HelpWords.pick(DiffstepHelp.unknownCommit))

    static let configuration = CommandConfiguration(
        commandName: "diffstep",
        abstract: HelpWords.pick(DiffstepHelp.abstract),
        discussion: HelpWords.pick(DiffstepHelp.discussion),
        version: versionLine,
        subcommands: [
            TraceCommand.self, DistanceCommand.self, DiffCommand.self, BatchCommand.self, ExplainCommand.self,
            PlanCommand.self,
            SnapshotCommand.self, SiteCommand.self, CheckCommand.self, ExerciseCommand.self,
            TutorialCommand.self, LessonCommand.self, StepCommand.self, ManualCommand.self,
        ],
        defaultSubcommand: TutorialCommand.self
    )
}

extension Diffstep {
    /// The arguments the parser reads. The language was read from the whole command line
    /// already (``Console/ofProcess()``), so `--lang` is taken out where the parser would
    /// misread it: after `help` (`diffstep help trace --lang ko`: the help command takes no
    /// options), and beside the root's own flags alone (`diffstep --help --lang en`: the root
    /// has no `--lang`, so the parser would hand the line to the default command, the tutorial,
    /// and print its help instead of the top-level one).
    static func parsed(_ arguments: [String]) -> [String] {
        let withoutLanguage = LanguageOption.removing(from: arguments)
        let rootFlags: Set = ["-h", "--help", "--help-hidden", "--version"]
        let rootOnly = !withoutLanguage.isEmpty && withoutLanguage.allSatisfy(rootFlags.contains)
        return arguments.first == "help" || rootOnly ? withoutLanguage : arguments
    }
}
