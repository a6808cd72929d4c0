import BatchUpdates
import DiffEngine
import Storyboard

/// Lessons 6 and 7: from the table to changes, and why the article's library reloads after
/// the batch.
enum ChangesLessons {
    static func tableToChanges(number: Int) -> Lesson {
        var frames: [Frame] = []
        if let trace = Lines.trace("abc", "bcd") {
            let summary = TraceStoryboard(trace: trace).frames.last ?? Lines.unavailable
            let operations = trace.path.compactMap(\.operation)
            let changes = Change.changes(from: operations, source: trace.source, target: trace.target)
            let cells = trace.rows * trace.columns
            frames = [
                summary,
                Frame(
                    title: Localized(ko: "경로에서 변경으로", en: "From the path to changes"),
                    panels: summary.panels,
                    narration: Localized(
                        ko: "경로를 앞에서부터 걸으며 삭제는 옛 인덱스로, 삽입은 새 인덱스로 적습니다. 결과: \(Change.sentence(changes).ko).",
                        en: "Walk the path from the start; write a delete at its old index and an insert at its new index. Result: \(Change.sentence(changes).en)."),
                    prompt: Prompt(
                        question: Localized(ko: "abc → bcd에 필요한 변경은 몇 개?", en: "How many changes does abc → bcd need?"),
                        accepted: [String(changes.count)],
                        hint: Localized(ko: "오른쪽 아래 칸의 값이 편집 수입니다.", en: "The bottom-right cell counts the edits."),
                        explanation: Localized(
                            ko: "편집 거리 \(trace.distance): \(Change.sentence(changes).ko).",
                            en: "Edit distance \(trace.distance): \(Change.sentence(changes).en)."))),
                Frame(
                    title: Localized(ko: "두 행이면 충분합니다", en: "Two rows are enough"),
                    panels: [],
                    narration: Localized(
                        ko: "한 칸은 위, 왼쪽, 대각선만 봅니다. 그래서 바로 위 행과 지금 행만 있으면 됩니다. 이 표는 \(trace.rows) × \(trace.columns) = \(cells)칸이지만, 두 행은 2 × \(trace.columns) = \(2 * trace.columns)칸입니다. 원문의 라이브러리는 각 칸에 변경 목록을 담아 두 행만 유지합니다.",
                        en: "A cell looks only up, left and diagonally, so the row above and the current row are all you need. This table has \(trace.rows) × \(trace.columns) = \(cells) cells; two rows hold 2 × \(trace.columns) = \(2 * trace.columns). The article's library keeps a list of changes in each slot of just two rows.")),
                hashing, moves(),
            ]
        }
        return Lesson(
            id: "table-to-changes", number: number,
            title: Localized(ko: "표에서 변경으로", en: "From the table to changes"),
            summary: Localized(
                ko: "abc → bcd의 경로를 변경 목록으로 바꾸고, 두 행, 해시, MoveReducer를 봅니다.",
                en: "Turn abc → bcd's path into changes; two rows, hashing first, MoveReducer."),
            frames: frames.isEmpty ? [Lines.unavailable] : frames)
    }

    static let hashing = Frame(
        title: Localized(ko: "비교 전에 해시", en: "Hash before comparing"),
        panels: [],
        narration: Localized(
            ko: "표를 채우면 m × n번 비교합니다. ==가 비싼 항목이라면 먼저 hashValue를 봅니다. 해시가 다르면 절대 같지 않으니 바로 \"다름\"입니다. 해시가 같을 때만 ==로 확인합니다 (해시가 같아도 다를 수 있으니까요).",
            en: "Filling the table compares m × n pairs. When == is expensive, look at hashValue first. Different hashes can never be equal items, so the answer is \"different\" at once. Only equal hashes need ==, since different items can share a hash."))

    static func moves() -> Frame {
        let old = ["a", "b", "c"], new = ["c", "a", "b"]
        let changes = [Change.delete(item: "c", index: 2), .insert(item: "c", index: 0)]
        let reduced = MoveReducer.reduce(changes)
        return Frame(
            title: Localized(ko: "MoveReducer", en: "MoveReducer"),
            panels: [.items(old, caption: Localized(ko: "전", en: "before")), .items(new, caption: Localized(ko: "후", en: "after"))],
            narration: Localized(
                ko: "표는 이동을 모릅니다. abc → cab 변경을 표로 구하면 \(Korean.phrase(Change.sentence(changes).ko, .subject)) 나옵니다. 같은 항목을 지우고 넣는 쌍은 이동입니다. MoveReducer는 그런 쌍을 묶습니다: \(Change.sentence(reduced).ko).",
                en: "The table knows nothing of moves. abc → cab comes out as \(Change.sentence(changes).en). Deleting and inserting the same item is a move; MoveReducer pairs them: \(Change.sentence(reduced).en)."))
    }
}
