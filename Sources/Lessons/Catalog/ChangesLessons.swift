import BatchModel
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
                        ko: "경로를 앞에서부터 따라갑니다. 아래로 한 칸은 삭제, 옛 인덱스로 적습니다. 오른쪽으로 한 칸은 삽입, 새 인덱스로 적습니다.",
                        en:
                            "Walk the path from the start. A step down is a delete, written at its old index. A step right is an insert, written at its new index."
                    ),
                    prompt: insertQuestion(changes)),
                Frame(
                    title: Localized(ko: "변경 목록", en: "The list of changes"),
                    panels: summary.panels,
                    narration: Localized(
                        ko: "편집 거리가 \(trace.distance)이므로 변경도 \(changes.count)개입니다: \(Change.sentence(changes).ko).",
                        en:
                            "The edit distance is \(trace.distance), so there are \(changes.count) changes: \(Change.sentence(changes).en)."
                    )),
                Frame(
                    title: Localized(ko: "두 행이면 충분합니다", en: "Two rows are enough"),
                    panels: [],
                    narration: Localized(
                        ko:
                            "한 칸은 위, 왼쪽, 대각선만 봅니다. 그래서 바로 위 행과 지금 행만 있으면 됩니다. 이 표는 \(trace.rows) × \(trace.columns) = \(cells)칸이지만, 두 행은 2 × \(trace.columns) = \(2 * trace.columns)칸입니다. 원문의 라이브러리는 각 칸에 변경 목록을 담아 두 행만 유지합니다.",
                        en:
                            "A cell looks only up, left and diagonally, so the row above and the current row are all you need. This table has \(trace.rows) × \(trace.columns) = \(cells) cells; two rows hold 2 × \(trace.columns) = \(2 * trace.columns). The article's library keeps a list of changes in each slot of just two rows."
                    )),
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

    /// Where the path's insert lands: a new index, counted in the target.
    static func insertQuestion(_ changes: [Change<String>]) -> Prompt? {
        let inserts = changes.compactMap { if case .insert(let item, let index) = $0 { (item, index) } else { nil } }
        guard let (item, index) = inserts.first else { return nil }
        return Prompt(
            question: Localized(
                ko: "경로의 오른쪽 한 칸은 \(Korean.phrase(item, .object)) 삽입합니다. 몇 번 인덱스로 적을까요?",
                en: "The path's step right inserts \(item). At which index is it written?"),
            accepted: [String(index)],
            hint: Localized(
                ko: "삽입은 새 목록에서 셉니다. 0부터 셉니다.", en: "Inserts count in the new list, from 0."),
            explanation: Localized(
                ko: "새 목록에서 \(Korean.phrase(item, .topic)) \(index)번 자리에 있습니다. 삽입은 새 인덱스로 적으니 \(index)입니다.",
                en: "In the new list \(item) sits at \(index). Inserts are written at new indexes, so \(index)."))
    }

    static let hashing = Frame(
        title: Localized(ko: "비교 전에 해시", en: "Hash before comparing"),
        panels: [],
        narration: Localized(
            ko:
                "표를 채우면 m × n번 비교합니다. ==가 비싼 항목이라면 먼저 hashValue를 봅니다. 해시가 다르면 두 항목은 절대 같지 않으니, ==를 부르지 않고 바로 \"다름\"으로 정합니다. 해시가 같을 때만 ==로 확인합니다. 다른 항목도 해시가 같을 수 있기 때문입니다. 원문 코드의 주석 \"해시가 다르다고 항상 다른 항목은 아니다\"는 거꾸로입니다. 해시가 다르면 항상 다른 항목입니다.",
            en:
                "Filling the table compares m × n pairs. When == is expensive, look at hashValue first. Items with different hashes are never equal, so the answer is \"different\" without calling ==. Only equal hashes need ==, since different items can share a hash. The article's code comment \"different hashValue does not always mean different items\" has it backwards: different hashes always mean different items."
        ))

    static func moves() -> Frame {
        let old = ["a", "b", "c"]
        let new = ["c", "a", "b"]
        guard let trace = Lines.trace(old.joined(), new.joined()) else { return Lines.unavailable }
        let changes = Change.changes(
            from: trace.path.compactMap(\.operation), source: trace.source, target: trace.target)
        let reduced = MoveReducer.reduce(changes)
        return Frame(
            title: Localized(ko: "MoveReducer", en: "MoveReducer"),
            panels: [
                .items(old, caption: Localized(ko: "전", en: "before")),
                .items(new, caption: Localized(ko: "후", en: "after")),
            ],
            narration: Localized(
                ko:
                    "표는 이동을 모릅니다. abc → cab 변경을 표로 구하면 \(Korean.phrase(Change.sentence(changes).ko, .subject)) 나옵니다. 같은 항목을 지우고 다시 넣는 쌍은 사실 이동입니다. MoveReducer는 이런 쌍을 하나로 묶어 \(Korean.phrase(Change.sentence(reduced).ko, .direction)) 만듭니다.",
                en:
                    "The table knows nothing of moves. abc → cab comes out as \(Change.sentence(changes).en). Deleting an item and inserting it again is really a move. MoveReducer pairs them up: \(Change.sentence(reduced).en)."
            ))
    }
}
