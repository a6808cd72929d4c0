import BatchModel
import BatchPlanning
import Render
import Storyboard

/// The help of `PlanCommand`: each text in Korean and English (``HelpWords``).
enum PlanCommandHelp {
    static let abstract = Localized(
        ko: "--old를 --new로 바꾸는 안전한 performBatchUpdates 블록을 출력합니다.",
        en: "Print safe performBatchUpdates blocks that turn --old into --new.")
    static let discussion = Localized(
        ko: """
            single: 삭제, 삽입, 이동을 한 배치에 넣고, 그 뒤 새 인덱스에서 리로드합니다.
            staged: DifferenceKit 방식의 배치들(갱신, 삭제, 섹션 삽입과 이동, 항목 삽입과 이동)로, 배치마다
            그 배치가 남기는 데이터를 함께 보여 줍니다. 모든 계획은 출력하기 전에 시뮬레이터로 검사합니다.

            종료 코드: 0 출력함, 1 계획이 자기 검사를 통과하지 못함(버그), 2 사용법 오류.
            예: diffstep plan --old "a b c d e f" --new "d e f g h i"
            """,
        en: """
            single: deletes, inserts and moves in one batch, reloads after it at the new indexes.
            staged: DifferenceKit-style batches (updates, deletes, section inserts and moves,
            item inserts and moves), each with the data it leaves.
            Every plan is checked with the simulator before it is printed.

            Exit codes: 0 printed, 1 the plan failed its own check (a bug), 2 usage error.
            Example: diffstep plan --old "a b c d e f" --new "d e f g h i"
            """)
    static let strategy = Localized(
        ko: "single 또는 staged.",
        en: "single or staged.")
}
