import Storyboard

/// The help of `Diffstep`: each text in Korean and English (``HelpWords``).
enum DiffstepHelp {
    /// The version line of a build whose commit is not known.
    static let unknownCommit = Localized(
        ko: " (git 체크아웃 밖에서 빌드되어 커밋을 알 수 없습니다)",
        en: " (built outside a git checkout: the commit is not known)")
    static let abstract = Localized(
        ko: "편집 거리, 리스트 diff, UIKit 배치 업데이트를 한 단계씩 봅니다.",
        en: "Step through edit distance, list diffs and UIKit batch updates.")
    static let discussion = Localized(
        ko: """
            인자 없이 실행하면 튜토리얼을 시작합니다.
            """,
        en: """
            Run with no arguments to start the tutorial.
            """)
}
