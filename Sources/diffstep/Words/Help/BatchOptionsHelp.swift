import BatchModel
import Render
import Storyboard
import TextIntake

/// The help of `BatchOptions`: each text in Korean and English (``HelpWords``).
enum BatchOptionsHelp {
    static let old = Localized(
        ko: """
            처음에 뷰가 보여 주는 데이터: "a b c d e f" 또는 "A: a b c | B: d e" (내용이 바뀐 항목은 \
            item=content); @FILE이면 파일에서 읽습니다 (항목은 공백이나 줄로 구분).
            """,
        en: """
            What the view shows before: "a b c d e f" or "A: a b c | B: d e" (item=content for changed content); \
            @FILE reads it from a file (items separated by spaces or lines).
            """)
    static let new = Localized(
        ko: "나중에 데이터 소스가 가진 데이터 (batch의 기본값: 코드가 items를 바꾼 결과).",
        en: "What the data source holds after (batch: default, what the snippet's changes to items give).")
    static let view = Localized(
        ko: "collection (item) 또는 table (row); batch의 기본값: 호출이 가리키는 뷰, 없으면 collection.",
        en: "collection (item) or table (row); batch default: what the calls name, else collection.")
    static let format = Localized(
        ko: "text 또는 json.",
        en: "text or json.")
    static let maxItems = Localized(
        ko: "--old나 --new에 둘 수 있는 가장 많은 항목 수 (기본값 \(Limits.items)).",
        en: "The most items --old or --new may hold (default \(Limits.items)).")
}
