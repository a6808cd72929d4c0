import Storyboard

/// The words on a web stepper's controls, in both languages.
enum StepperText {
    static let first = Localized(ko: "처음", en: "First")
    static let previous = Localized(ko: "이전", en: "Previous")
    static let play = Localized(ko: "재생", en: "Play")
    static let pause = Localized(ko: "멈춤", en: "Pause")
    static let next = Localized(ko: "다음", en: "Next")
    static let last = Localized(ko: "끝", en: "Last")
    static let speed = Localized(ko: "속도", en: "Speed")
    /// `{n}` and `{total}` are filled in by the script.
    static let counter = Localized(ko: "{total}단계 중 {n}단계", en: "Step {n} of {total}")
    static let legend = Localized(ko: "표시 글자", en: "Marks")
    static let yourAnswer = Localized(ko: "내 답", en: "Your answer")
    static let check = Localized(ko: "확인", en: "Check")
    static let hint = Localized(ko: "힌트", en: "Hint")
    static let right = Localized(ko: "맞았습니다.", en: "Right.")
    static let wrong = Localized(ko: "아닙니다.", en: "Not quite.")
    static let answer = Localized(ko: "답", en: "Answer")
    static let reveal = Localized(ko: "답 보기", en: "Show the answer")
    static let again = Localized(ko: "한 번 더 해 보세요.", en: "Try once more.")
    static let unreadable = Localized(
        ko: "숫자(또는 '2i 1d' 표기)를 쓰세요.", en: "Write a number (or the notation '2i 1d').")
    static let empty = Localized(ko: "빈 칸", en: "empty")
    /// `{x}` is the row's or column's header.
    static let row = Localized(ko: "행 {x}", en: "row {x}")
    static let column = Localized(ko: "열 {x}", en: "column {x}")

    /// Where a cell sits, in words: `row k, column a` / `행 k, 열 a`; empty without headers.
    static func place(row: String?, column: String?, language: Language) -> String {
        let parts = [
            row.map { Self.row[language].replacingAll("{x}", with: $0) },
            column.map { Self.column[language].replacingAll("{x}", with: $0) },
        ]
        return parts.compactMap(\.self).joined(separator: ", ")
    }

    /// What a screen reader hears for a cell: its place, its text, its roles by name, and
    /// where its value came from (`row k, column a: 1, insert a, from 0 on the left`).
    static func label(place: String, text: String, roles: [Role], origin: String? = nil, language: Language) -> String {
        let shown = text.isEmpty ? empty[language] : text
        let words = [shown] + roles.map { $0.name[language] } + (origin.map { [$0] } ?? [])
        return (place.isEmpty ? "" : place + ": ") + words.joined(separator: ", ")
    }

    static let keys = Localized(
        ko: "←/→ 한 단계, Home/End 처음과 끝, Space 재생/멈춤",
        en: "←/→ one step, Home/End first and last, Space play/pause")
}
