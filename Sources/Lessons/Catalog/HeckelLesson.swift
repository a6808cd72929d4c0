import Storyboard

/// Lesson 8: Heckel's passes, and why its moves are not the fewest.
///
/// Two runs: the article's numbers, where every item is unique and the moves are the point,
/// then two swapped code blocks, where the braces repeat and passes 4 and 5 do the work.
enum HeckelLesson {
    static let old = ["1", "2", "3", "4", "5", "6", "7"]
    static let new = ["1", "4", "5", "2", "3", "6", "7"]
    static let blocksOld = ["{", "x", "}", "{", "y", "}"]
    static let blocksNew = ["{", "y", "}", "{", "x", "}"]

    static func make(number: Int) -> Lesson {
        let numbers = HeckelStoryboard(old: old, new: new, asksForFewestMoves: true).frames
        // The second run stops at its changes: its moves were the first run's lesson.
        let blocks = HeckelStoryboard(old: blocksOld, new: blocksNew).frames.dropLast(2)
        return Lesson(
            id: "heckel", number: number,
            title: Localized(ko: "Heckel 알고리즘", en: "Heckel's algorithm"),
            summary: Localized(
                ko: "선형 시간에 목록을 비교하는 Heckel의 단계들, 그리고 이동 수가 최소가 아닌 이유.",
                en: "Heckel's linear-time passes over two lists, and why its moves are not the fewest."),
            frames: numbers + [bridge] + blocks)
    }

    static let bridge = Frame(
        title: Localized(ko: "두 번째 예: 항목이 겹칠 때", en: "A second run: when items repeat"),
        panels: [
            .items(blocksOld, caption: Localized(ko: "옛 목록", en: "old")),
            .items(blocksNew, caption: Localized(ko: "새 목록", en: "new")),
        ],
        narration: Localized(
            ko:
                "앞의 예는 모든 항목이 한 번씩만 나와서 4단계와 5단계가 할 일이 없었습니다. 이번에는 코드 블록 두 개의 자리를 바꿉니다. 중괄호 {와 }는 두 번씩 나오므로 3단계에서 짝을 찾지 못합니다. x와 y만 한 번씩 나옵니다. 이제 4단계와 5단계가 x와 y의 이웃으로 짝을 넓혀 갑니다.",
            en:
                "In the first run every item was unique, so passes 4 and 5 had nothing to do. Now two code blocks swap places. The braces { and } appear twice each, so pass 3 cannot link them; only x and y are unique. Passes 4 and 5 grow the links from x and y to their neighbours."
        ))
}
