import ArgumentParser

/// The `diffstep` command: one subcommand per file in `Commands/`.
struct Diffstep: ParsableCommand {
    static let version = "0.1.0"

    /// `--version`: the release and the commit built from (`BuildCommit`, written at build
    /// time by the EmbedFiles plugin), or why no commit is known.
    static let versionLine =
        version
        + (BuildCommit.id.map { " (commit \($0))" }
            ?? HelpWords.pick(
                ko: " (git 체크아웃 밖에서 빌드되어 커밋을 알 수 없습니다)",
                en: " (built outside a git checkout: the commit is not known)"))

    static let configuration = CommandConfiguration(
        commandName: "diffstep",
        abstract: HelpWords.pick(
            ko: "편집 거리, 리스트 diff, UIKit 배치 업데이트를 한 단계씩 봅니다.",
            en: "Step through edit distance, list diffs and UIKit batch updates."),
        discussion: HelpWords.pick(
            ko: """
                인자 없이 실행하면 튜토리얼을 시작합니다.
                """,
            en: """
                Run with no arguments to start the tutorial.
                """),
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
