import DiffEngine
import Render
import Storyboard

/// The help of `StepCommand`: each text in Korean and English (``HelpWords``).
enum StepCommandHelp {
    static let abstract = Localized(
        ko: "두 텍스트의 편집 거리 표를 한 칸씩 봅니다.",
        en: "Step through the edit-distance table of two texts, cell by cell.")
    static let discussion = Localized(
        ko: """
            인자가 없으면 kit -> kat입니다. `trace`와 같은 옵션을 받습니다. 터미널에서는 키로 움직이고,
            파이프로 보내면 출력합니다.
            """,
        en: """
            With no texts, kit -> kat. Takes the same options as `trace`; interactive on a terminal, printed when piped.
            """)
}
