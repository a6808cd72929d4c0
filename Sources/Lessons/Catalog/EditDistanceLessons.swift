import DiffEngine
import Storyboard

/// Lessons 4 and 5: edit distance cell by cell, on kit -> kat and AUERY -> GARUEY.
enum EditDistanceLessons {
    static func kitKat(number: Int) -> Lesson {
        let storyboard = Lines.trace("kit", "kat").map {
            TraceStoryboard(trace: $0, questions: [.init(row: 2, column: 2)])
        }
        let frames = storyboard.map {
            [intro($0.emptyTable), recursion($0.emptyTable, rows: $0.trace.rows, columns: $0.trace.columns)] + $0.frames
        }
        return Lesson(
            id: "kit-kat", number: number,
            title: Localized(ko: "편집 거리: kit → kat", en: "Edit distance: kit → kat"),
            summary: Localized(
                ko: "Wagner-Fischer 표를 한 칸씩 채우고, 경로를 되짚어 편집을 찾습니다.",
                en: "Fill the Wagner-Fischer table cell by cell, then trace the path back to the edits."),
            frames: frames ?? [Lines.unavailable])
    }

    /// What the table means, drawn over the empty table.
    static func intro(_ table: Panel) -> Frame {
        Frame(
            title: Localized(ko: "편집 거리", en: "Edit distance"),
            panels: [table],
            narration: Localized(
                ko:
                    "편집 거리는 한 문자열을 다른 문자열로 바꾸는 데 필요한 최소 편집 수입니다. 편집은 삽입, 삭제, 대체 세 가지입니다. 표의 칸 (i, j)는 원본의 앞 i글자를 목표의 앞 j글자로 바꾸는 비용입니다.",
                en:
                    "The edit distance is the fewest edits that turn one string into another. An edit is an insert, a delete or a substitution. Cell (i, j) of the table is the cost of turning the source's first i tokens into the target's first j."
            ))
    }

    /// Lesson 4 taught the fill cell by cell; here the seeds, the first row, one jump over the
    /// middle rows, the last cell as a question and the summary keep the lesson short.
    static func summarised(_ frames: [Frame], trace: Trace<String>) -> [Frame] {
        let width = trace.columns - 1
        let firstRow = Array(frames.prefix(2 + width))
        let lastFill = 2 + (trace.rows - 1) * width - 1
        guard frames.indices.contains(lastFill), lastFill - 1 > firstRow.count, let summary = frames.last else {
            return frames
        }
        var jump = frames[lastFill - 1]
        jump.title = Localized(ko: "나머지 행도 같은 방법으로", en: "The other rows, the same way")
        jump.narration = Localized(
            ko: "가운데 행들도 같은 규칙으로 채웠습니다. 남은 칸은 하나입니다.",
            en: "The middle rows are filled by the same rule. One cell is left.")
        return firstRow + [jump, frames[lastFill], summary]
    }

    /// Dynamic programming before the first cell: the recursion, its repeated work, the table as its memory.
    /// The counts come from the table's shape: `rows` x `columns` different prefix pairs, and
    /// `RecursionCount.calls` for the plain recursion over the same words.
    static func recursion(_ table: Panel, rows: Int, columns: Int) -> Frame {
        let calls = RecursionCount.calls(rows - 1, columns - 1)
        let pairs = RecursionCount.pairs(rows - 1, columns - 1)
        return Frame(
            title: Localized(ko: "동적 계획법: 재귀를 표에 적기", en: "Dynamic programming: a recursion written into a table"),
            panels: [table],
            narration: Localized(
                ko:
                    "d(kit, kat)는 더 작은 세 쌍에서 나옵니다. d(ki, kat) + 1(삭제), d(kit, ka) + 1(삽입), d(ki, ka) + 0 또는 1(유지 또는 대체) 가운데 가장 작은 값입니다. 이 재귀를 그대로 부르면 d(ki, ka)를 여러 번 묻고, 호출이 \(calls)번이 됩니다. 서로 다른 쌍은 \(pairs)개뿐입니다. 그래서 답을 한 번 구하면 표에 적어 둡니다. 이것이 동적 계획법입니다. 위, 왼쪽, 대각선 칸은 늘 먼저 채워져 있습니다.",
                en:
                    "d(kit, kat) comes from three smaller pairs: the least of d(ki, kat) + 1 (delete), d(kit, ka) + 1 (insert) and d(ki, ka) + 0 or 1 (keep or substitute). Called as written, this recursion asks for d(ki, ka) more than once: \(calls) calls in all. There are only \(pairs) different pairs, so each answer is written into the table the first time. That is dynamic programming. The cells above, to the left and on the diagonal are always filled first."
            ))
    }

    static func aueryGaruey(number: Int) -> Lesson {
        guard let trace = Lines.trace("AUERY", "GARUEY") else {
            return Lesson(
                id: "auery-garuey", number: number, title: .same("AUERY → GARUEY"), summary: .same("AUERY → GARUEY"),
                frames: [Lines.unavailable])
        }
        let all = TraceStoryboard(
            trace: trace, cellText: .notation, questions: [.init(row: trace.rows - 1, column: trace.columns - 1)]
        ).frames
        let path = trace.path.map(\.notation.description).joined(separator: ", ")
        let last = trace.path.last?.notation.description ?? "0"
        let question = Prompt(
            question: Localized(
                ko: "AUERY → GARUEY에는 편집이 모두 몇 번 필요할까요? (숫자 하나)",
                en: "How many edits does AUERY → GARUEY need in all? (one number)"),
            accepted: [String(trace.distance)],
            hint: Localized(
                ko: "경로의 마지막 칸이 삽입 몇 번, 삭제 몇 번인지 말해 줍니다. 더하세요.",
                en: "The path's last cell says how many inserts and deletes. Add them up."),
            explanation: Localized(
                ko: "마지막 칸은 \(last)입니다. 더하면 \(trace.distance)번입니다.",
                en: "The last cell reads \(last); added up, that is \(trace.distance) edits."))
        let summary = all.last ?? Lines.unavailable
        let frames =
            summarised(all, trace: trace)
            + [
                Frame(
                    title: Localized(ko: "경로와 표기", en: "The path and the notation"), panels: summary.panels,
                    narration: Localized(
                        ko: "* 표시가 경로입니다. 각 칸의 표기는 왼쪽 위에서 그 칸까지 온 편집을 셉니다.",
                        en:
                            "The path is marked *. Each cell's notation counts the edits from the top-left corner to it."
                    ),
                    prompt: question),
                Frame(
                    title: Localized(ko: "경로 읽기", en: "Reading the path"), panels: summary.panels,
                    narration: Localized(
                        ko:
                            "경로의 칸을 차례로 읽으면 \(path)입니다. 참고로, 원문은 첫 행을 1s, 2s...로 적었습니다. 틀린 표기입니다. 그 칸들은 빈 문자열에서 글자를 넣으므로 삽입(i)입니다.",
                        en:
                            "Reading the path's cells in order: \(path). A note: the article labels the top row 1s, 2s... That is a mistake: those cells build the target from the empty string, so they are insertions (i)."
                    )),
            ]
        return Lesson(
            id: "auery-garuey", number: number,
            title: Localized(ko: "AUERY → GARUEY", en: "AUERY → GARUEY"),
            summary: Localized(
                ko: "표를 원문의 2i 1d 표기로 채우고 경로를 읽습니다.",
                en: "Fill the table in the article's 2i 1d notation and read the path."),
            frames: frames)
    }
}
