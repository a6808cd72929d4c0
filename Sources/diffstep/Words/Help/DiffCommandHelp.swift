import DiffEngine
import Render
import Storyboard

/// The help of `DiffCommand`: each text in Korean and English (``HelpWords``).
enum DiffCommandHelp {
    static let abstract = Localized(
        ko: "OLD에서 NEW로 가는 변경(삽입, 삭제, 이동, 갱신)을 나열합니다.",
        en: "List the changes (insert, delete, move, update) from OLD to NEW.")
    static let discussion = Localized(
        ko: """
            기본으로 heckel은 가장 적은 이동을 찾습니다. --moves heckel이면 IGListKit과 DeepDiff가
            보고할 이동을 보여 줍니다.
            """,
        en: """
            heckel finds the fewest moves by default; --moves heckel shows the moves
            IGListKit and DeepDiff would report.
            """)
    static let old = Localized(
        ko: "바뀌기 전 리스트.",
        en: "The list before.")
    static let new = Localized(
        ko: "바뀐 뒤 리스트.",
        en: "The list after.")
    static let sourceFile = Localized(
        ko: "OLD를 UTF-8 파일에서 읽습니다.",
        en: "Read OLD from a UTF-8 file instead.")
    static let targetFile = Localized(
        ko: "NEW를 UTF-8 파일에서 읽습니다.",
        en: "Read NEW from a UTF-8 file instead.")
    static let algorithm = Localized(
        ko: "heckel, wagner-fischer, myers 중 하나.",
        en: "heckel, wagner-fischer or myers.")
    static let unit = Localized(
        ko: "항목 하나의 단위: grapheme, scalar, jamo, word, line, item 중 하나.",
        en: "What one item is: grapheme, scalar, jamo, word, line or item.")
    static let moves = Localized(
        ko: "남는 항목 중 무엇을 옮길지 (heckel만): optimal (가장 적게) 또는 heckel.",
        en: "Which kept items move (heckel only): optimal (fewest) or heckel.")
    static let maxCells = Localized(
        ko: "wagner-fischer가 만드는 가장 큰 표의 칸 수.",
        en: "The largest table wagner-fischer builds, in cells.")
    static let format = Localized(
        ko: "text, json 또는 summary (개수만).",
        en: "text, json or summary (the counts only).")
}
