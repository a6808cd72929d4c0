import Foundation
import Grading
import Storyboard

/// The help of `CourseOptions`: each text in Korean and English (``HelpWords``).
enum CourseOptionsHelp {
    static let secret = Localized(
        ko: "학생별 변형 문제를 정하는 강좌 비밀 파일 (또는 DIFFSTEP_COURSE_SECRET).",
        en: "The course secret file keying per-student variants (or DIFFSTEP_COURSE_SECRET).")
    static let roster = Localized(
        ko: "반 명단 (Canvas·Moodle·Gradescope 내보내기 또는 id,name CSV): 학생 확인, 순서, 미제출자에 씁니다.",
        en:
            "The class roster (a Canvas, Moodle or Gradescope export, or id,name CSV), for identities, order and absentees."
    )
    static let rosterFormat = Localized(
        ko: "명단을 내보낸 LMS: auto(머리글로 판단), canvas, moodle, gradescope, plain.",
        en: "The LMS the roster came from: auto (told from the header), canvas, moodle, gradescope or plain.")
}
