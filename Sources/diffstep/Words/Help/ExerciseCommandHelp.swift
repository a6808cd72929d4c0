import Grading
import Render
import Storyboard

/// The help of `ExerciseCommand`: each text in Korean and English (``HelpWords``).
enum ExerciseCommandHelp {
    static let abstract = Localized(
        ko: "연습 문제의 학생별 변형 문제나 그 정답을 출력합니다.",
        en: "Print a student's variant of an exercise, or its answer key.")
    static let discussion = Localized(
        ko: "같은 학생 id는 언제나 같은 입력을 받습니다.",
        en: "The same student id always gets the same inputs.")
    static let variantAbstract = Localized(
        ko: "학생 한 명의 과제를, --roster가 있으면 반 전체의 과제를 출력합니다 (HTML: 한 명에 A4 한 쪽).",
        en: "Print one student's task, or with --roster the whole class (HTML: one A4 page each).")
    static let variantStudent = Localized(
        ko: "학생 id (답안 파일 이름에서 확장자를 뺀 것).",
        en: "The student id (the submission's file name without extension).")
    static let variantFormat = Localized(
        ko: "text, markdown, html 중 하나.",
        en: "text, markdown or html.")
    static let keyAbstract = Localized(
        ko: "학생 한 명의 변형 문제의 정답을 출력합니다.",
        en: "Print the answer key of one student's variant.")
    static let keyStudent = Localized(
        ko: "학생 id.",
        en: "The student id.")
}
