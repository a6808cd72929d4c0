import BatchModel
import DiffEngine
import Storyboard

/// Lesson 7: why the article's library reloads after the batch: its replace carries the
/// new index, and a reload inside a batch is read in before-indexes.
enum ReloadOutsideLesson {
    static func make(number: Int) -> Lesson {
        let inside = Lines.simulate(
            [.deleteItems(Lines.paths(0...0)), .reloadItems(Lines.paths(1...1))], old: "abc", new: "bz")
        let shown = inside?.shown?.sections.first?.items.map(\.description) ?? []
        let frames = [
            Frame(
                title: Localized(ko: "replace는 새 인덱스", en: "A replace carries the new index"),
                panels: [
                    .items(
                        ["a", "b", "c"], caption: Localized(ko: "전", en: "before"),
                        roles: [0: [.deleted], 2: [.substituted]]),
                    .items(["b", "z"], caption: Localized(ko: "후", en: "after"), roles: [1: [.substituted]]),
                ],
                narration: Localized(
                    ko: "abc → bz: a를 지우고, c를 z로 대체합니다. 라이브러리의 replace는 새 목록의 인덱스 1을 적습니다. 그런데 c는 옛 목록에서 2번이었습니다.",
                    en:
                        "abc → bz: delete a, replace c with z. The library's replace records index 1, in the new list. In the old list c was at 2."
                ),
                prompt: Prompt(
                    question: Localized(
                        ko: "배치 안의 reloadItems는 어느 쪽 인덱스로 읽힐까요? (before/after)",
                        en: "Inside a batch, which indexes does reloadItems use? (before/after)"),
                    accepted: ["before", "전", "배치 전"],
                    hint: Localized(ko: "reload는 delete와 같은 쪽입니다.", en: "A reload goes with the deletes."),
                    explanation: Localized(
                        ko: "reload는 delete처럼 배치 전 인덱스로 읽힙니다. 그래서 새 인덱스 1을 넣으면 옛 목록의 1번, 곧 b를 다시 그립니다.",
                        en: "Reloads use before-indexes. Passing the new index 1 reloads old index 1, which is b."),
                    answer: Localized(ko: "배치 전", en: "before"))),
            Frame(
                title: Localized(ko: "배치 안에서 reload 1", en: "reload 1 inside the batch"),
                panels: [
                    .items(
                        shown, caption: Localized(ko: "배치 후 화면", en: "on screen after the batch"), roles: [1: [.error]])
                ],
                narration: Localized(
                    ko:
                        "delete 0과 reload 1을 한 배치에 넣으면 개수는 맞으니 예외가 나지 않습니다. 그러나 reload 1은 배치 전 1번인 b를 다시 그리고, c가 있던 칸은 아무도 다시 그리지 않습니다. 그래서 데이터는 b z인데 화면에는 \(Korean.phrase(shown.joined(separator: " "), .subject)) 그대로 남습니다. 틀린 내용이 아무 경고 없이 보입니다.",
                    en:
                        "With delete 0 and reload 1 in one batch, the counts add up, so there is no exception. But reload 1 redraws b, index 1 before the batch, and nothing redraws the slot that held c. So the data is b z while the screen still shows \(shown.joined(separator: " ")): wrong content, and no warning."
                )),
            Frame(
                title: Localized(ko: "배치 밖에서 reload", en: "Reload after the batch"),
                panels: [.items(["b", "z"], caption: Localized(ko: "데이터", en: "the data"), roles: [1: [.reloaded]])],
                narration: Localized(
                    ko:
                        "그래서 원문의 라이브러리는 배치 안에서는 삭제, 삽입, 이동만 하고, 배치가 끝난 뒤 reloadItems를 따로 부릅니다. 그때는 새 인덱스가 곧 현재 인덱스라 1이 정확히 z입니다.",
                    en:
                        "So the article's library does deletes, inserts and moves inside the batch, and calls reloadItems after it. By then the new index is the current index, so 1 is exactly z."
                )),
        ]
        return Lesson(
            id: "reload-outside", number: number,
            title: Localized(ko: "reload는 배치 밖에서", en: "Reload outside the batch"),
            summary: Localized(
                ko: "replace가 새 인덱스를 가지므로 reload를 배치 뒤에 합니다.",
                en: "A replace carries the new index, so the reload runs after the batch."),
            frames: frames)
    }
}
