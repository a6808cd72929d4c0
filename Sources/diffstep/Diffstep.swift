import ArgumentParser

/// The `diffstep` command: one subcommand per file in `Commands/`.
struct Diffstep: ParsableCommand {
    static let version = "0.1.0"

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
        version: version,
        subcommands: [
            TraceCommand.self, DistanceCommand.self, DiffCommand.self, BatchCommand.self, ExplainCommand.self,
            PlanCommand.self,
            SnapshotCommand.self, SiteCommand.self, CheckCommand.self, ExerciseCommand.self,
            TutorialCommand.self, LessonCommand.self, StepCommand.self,
        ],
        defaultSubcommand: TutorialCommand.self
    )
}
