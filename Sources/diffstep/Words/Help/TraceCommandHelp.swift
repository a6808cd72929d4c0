import DiffEngine
import Foundation
import Render
import SiteBuilder
import Storyboard

/// The help of `TraceCommand`: each text in Korean and English (``HelpWords``).
enum TraceCommandHelp {
    static let abstract = Localized(
        ko: "두 텍스트의 편집 거리 표와 그 경로를 보여 줍니다.",
        en: "Show the edit-distance table of two texts, with the path it takes.")
    static let discussion = Localized(
        ko: """
            인자가 없으면 글의 첫 예제 kit -> kat를 보여 줍니다.
            """,
        en: """
            With no texts, shows the article's first example, kit -> kat.
            """)
    static let format = Localized(
        ko:
            "text (표), json (바뀌지 않는 형식), summary (거리와 경로 길이), cigar (경로를 한 줄로: 같은 연산의 길이와 글자, = 일치 X 대체 I 삽입 D 삭제), html (스테퍼가 든 독립 페이지 하나), markdown (코드 블록 안의 표), svg (마지막 표), url (사이트에서 여는 링크) 중 하나.",
        en:
            "text (the table), json (the stable contract), summary (distance and path length), cigar (the path on one line: runs of one operation, length then letter, = match X substitute I insert D delete), html (one self-contained page with the stepper), markdown (tables in code blocks), svg (the final table) or url (a link that opens it in the site)."
    )
    static let siteURL = Localized(
        ko: "--format url에서: 사이트가 있는 곳 (기본값: 여기 Site 폴더의 file://).",
        en: "For --format url: where the site is (default: file:// of the Site folder here).")
    static let step = Localized(
        ko: "--format url에서: 링크가 여는 단계 (1부터).",
        en: "For --format url: the step the link opens at (from 1).")
    static let templates = Localized(
        ko: "--format html의 템플릿 폴더 (기본값: diffstep에 들어 있는 Templates/ 사본).",
        en: "The templates folder for --format html (default: the copy of Templates/ built into diffstep).")
}
