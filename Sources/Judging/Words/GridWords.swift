import Practice
import Storyboard

/// The words about a table sheet read leniently, in both languages.
enum GridWords {
    /// No row of the table could be found at all.
    static let noRows = Localized(ko: "표의 행을 하나도 찾지 못했습니다", en: "no row of the table could be found")

    /// What was wrong, and what it cost: only the missing cells.
    static func lenient(_ problem: (SheetProblem, Int?, Localized)?, blanks: Int) -> Localized {
        let head: Localized
        if let (_, line, reason) = problem {
            head = Localized(
                ko: (line.map { "\($0)번째 줄: " } ?? "") + reason.ko, en: (line.map { "line \($0): " } ?? "") + reason.en)
        } else {
            head = Localized(ko: "각 행에 칸이 하나씩 모자랍니다", en: "Every row is one cell short")
        }
        guard blanks > 0 else {
            return Localized(
                ko: head.ko + ". 읽을 수 없는 칸만 감점했습니다.",
                en: head.en + ". Only the cells that could not be read cost points.")
        }
        return Localized(
            ko: head.ko + ". 빠진 \(blanks)칸은 빈칸으로 보고 그 칸만 감점했습니다.",
            en: head.en + ". The \(blanks) missing cell\(blanks == 1 ? "" : "s") count as blank: only they cost points."
        )
    }
}
