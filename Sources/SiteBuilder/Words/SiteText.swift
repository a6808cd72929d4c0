import Storyboard

/// The site's own words (page chrome), in both languages.
enum SiteText {
    static let siteTitle = Localized(ko: "diffstep: 한 단계씩 보는 diff", en: "diffstep: diffs, one step at a time")
    static let tagline = Localized(
        ko: "편집 거리, 리스트 diff, UIKit 배치 업데이트를 한 단계씩 따라가며 배웁니다.",
        en: "Learn edit distance, list diffing and UIKit batch updates one step at a time.")
    static let home = Localized(ko: "처음으로", en: "Home")
    static let about = Localized(ko: "소개", en: "About")
    static let lessons = Localized(ko: "레슨", en: "Lessons")
    static let examples = Localized(ko: "예제", en: "Examples")
    static let exercises = Localized(ko: "연습 문제", en: "Exercises")
    static let previous = Localized(ko: "이전", en: "Previous")
    static let next = Localized(ko: "다음", en: "Next")
    static let noScript = Localized(
        ko: "자바스크립트가 꺼져 있어도 각 표의 마지막 상태를 볼 수 있습니다. 켜면 한 단계씩 넘겨 볼 수 있습니다.",
        en: "Without JavaScript you see each table's final state; with it, you can step through.")
    static let footer = Localized(
        ko: "diffstep이 만든 정적 사이트입니다. 네트워크 없이 열립니다.",
        en: "A static site made by diffstep. It opens without a network.")
    static let languageName = Localized(ko: "한국어", en: "English")
    static let exerciseHint = Localized(
        ko: "터미널에서 diffstep check로 답을 채점할 수 있습니다.",
        en: "Grade your answers in a terminal with diffstep check.")
    /// How to read a trace table, on the page `diffstep trace --format html` writes.
    static let tableLegend = Localized(
        ko:
            "행은 원본의 토큰, 열은 목표의 토큰입니다. 칸 (i, j)는 원본의 앞 i개 토큰을 목표의 앞 j개 토큰으로 바꾸는 최소 비용입니다. \"경로\" 표시가 붙은 칸들은 최적 정렬 중 하나입니다. 색과 함께 낱말로도 표시합니다. 표 아래 목록에서 각 표시의 뜻을 볼 수 있습니다.",
        en:
            "Rows are the source's tokens, columns the target's. Cell (i, j) holds the least cost of turning the source's first i tokens into the target's first j. The cells marked \"path\" are one optimal alignment. Every colour also shows as a word; the list under the table says what each means."
    )
    static let exportFooter = Localized(
        ko: "diffstep trace가 만든 한 파일짜리 페이지입니다. 네트워크 없이 열립니다.",
        en: "A single-file page made by diffstep trace. It opens without a network.")
}
