import DiffEngine
import Storyboard

/// The help of `DistanceCommand`: each text in Korean and English (``HelpWords``).
enum DistanceCommandHelp {
    static let abstract = Localized(
        ko: "두 텍스트의 편집 거리를 표를 만들지 않고 출력합니다.",
        en: "Print the edit distance of two texts, without building the table.")
    static let discussion = Localized(
        ko: """
            기본으로 두 배씩 넓히는 대각선 띠 안에서 비트 병렬(Myers/Hyyrö)로 계산하고, 서로 다른 토큰이 너무
            많으면 두 행으로 계산합니다.
            """,
        en: """
            Bit-parallel (Myers/Hyyrö) inside a doubling diagonal band by default; two rows when the input has too many distinct tokens.
            """)
    static let method = Localized(
        ko: "automatic, banded, bit-parallel, two-row 중 하나.",
        en: "automatic, banded, bit-parallel or two-row.")
}
