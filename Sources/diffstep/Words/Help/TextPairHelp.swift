import DiffEngine
import Storyboard

/// The help of `TextPair`: each text in Korean and English (``HelpWords``).
enum TextPairHelp {
    static let source = Localized(
        ko: "원본 텍스트: 바꿀 텍스트 (표의 행).",
        en: "The text to change (rows of the table).")
    static let target = Localized(
        ko: "목표 텍스트: 만들 텍스트 (표의 열).",
        en: "The text to reach (columns of the table).")
    static let sourceFile = Localized(
        ko: "원본 텍스트를 UTF-8 파일에서 읽습니다.",
        en: "Read the source from a UTF-8 file instead.")
    static let targetFile = Localized(
        ko: "목표 텍스트를 UTF-8 파일에서 읽습니다.",
        en: "Read the target from a UTF-8 file instead.")
    static let unit = Localized(
        ko: "토큰 하나의 단위: grapheme, scalar, jamo, word, line, item 중 하나.",
        en: "What one token is: grapheme, scalar, jamo, word, line or item.")
}
