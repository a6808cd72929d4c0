import BatchParsing
import Lessons
import Render
import Storyboard

/// The help of `LessonCommand`: each text in Korean and English (``HelpWords``).
enum LessonCommandHelp {
    static let abstract = Localized(
        ko: "레슨 목록을 보거나, 레슨 하나를 한 단계씩 봅니다.",
        en: "List the lessons, or step through one of them.")
    static let listAbstract = Localized(
        ko: "레슨 목록: 번호, id, 제목, 요약.",
        en: "List the lessons: number, id, title, summary.")
    static let showAbstract = Localized(
        ko: "레슨 하나를 한 단계씩 봅니다 (id나 번호로).",
        en: "Step through one lesson (by id or number).")
    static let showId = Localized(
        ko: "레슨의 id나 번호 (`diffstep lesson list`로 봅니다).",
        en: "The lesson's id or number (see `diffstep lesson list`).")
}
