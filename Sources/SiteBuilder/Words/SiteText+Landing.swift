import Storyboard

/// The landing page's words: what a learner will be able to do, the live example, the three
/// ways in.
extension SiteText {
    static let outcomesHeading = Localized(ko: "이 사이트를 마치면", en: "When you are done, you can")
    static let outcomes = [
        Localized(
            ko: "배치 업데이트가 왜 앱을 죽이는지 개수 식 하나로 설명합니다.",
            en: "explain why a batch update crashes an app, with one sum."),
        Localized(
            ko: "삭제와 삽입에 어느 인덱스를 넘길지 틀리지 않고 적습니다.",
            en: "write the right index paths for deletes and inserts."),
        Localized(
            ko: "편집 거리 표를 동적 계획법으로 채우고, 경로에서 변경 목록을 읽습니다.",
            en: "fill an edit-distance table by dynamic programming and read the changes off its path."),
        Localized(
            ko: "Heckel 알고리즘이 빠른 이유와 최소가 아닌 이유를 말합니다.",
            en: "say why Heckel's algorithm is fast, and why it is not minimal."),
        Localized(
            ko: "화면을 diffable data source와 스냅샷으로 옮깁니다.",
            en: "move a screen to a diffable data source and snapshots."),
    ]
    static let exampleHeading = Localized(ko: "먼저 한번 넘겨 보세요", en: "Try it first")
    static let exampleLead = Localized(
        ko: "kit를 kat로 바꾸는 편집 거리 표입니다. 다음 버튼이나 → 키로 한 칸씩 채워 보세요.",
        en: "The edit-distance table that turns kit into kat. Press Next or → to fill it one cell at a time.")
    static let pathsHeading = Localized(ko: "어디서 시작할까요", en: "Where to start")
    static let learn = Localized(ko: "처음부터 배우기", en: "Learn from the start")
    static let learnLead = Localized(
        ko: "레슨 1부터 차례로. 질문마다 먼저 답하고 나서 답을 봅니다.",
        en: "Lesson 1 onwards. Every question waits for your answer before it shows its own.")
    static let debug = Localized(ko: "크래시 고치기", en: "Debug a crash")
    static let debugLead = Localized(
        ko: "'Invalid update' 메시지를 받았다면: 개수 식부터 보고, 내 배치를 diffstep batch로 돌려 보세요.",
        en: "Got 'Invalid update'? Start with the count, then run your own block through diffstep batch.")
    static let teach = Localized(ko: "수업하기", en: "Teach a class")
    static let teachLead = Localized(
        ko: "학생마다 다른 연습 문제를 내고 diffstep check로 채점합니다.",
        en: "Give each student their own variant of an exercise and grade it with diffstep check.")
}
