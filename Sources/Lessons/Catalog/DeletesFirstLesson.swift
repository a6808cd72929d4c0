import Storyboard

/// Lesson 3: deletes before inserts; before-indexes and after-indexes side by side.
enum DeletesFirstLesson {
    static func make(number: Int) -> Lesson {
        Lesson(
            id: "deletes-first", number: number,
            title: Localized(ko: "삭제가 먼저", en: "Deletes come first"),
            summary: Localized(
                ko: "삭제는 배치 전 인덱스로, 삽입은 배치 후 인덱스로 읽습니다.",
                en: "Deletes are read in before-indexes, inserts in after-indexes."),
            frames: [sideBySide, predict, rule])
    }

    static let before = Panel.items(
        ["a", "b", "c", "d", "e", "f"], caption: Localized(ko: "배치 전 인덱스", en: "before-indexes"),
        roles: [0: [.deleted], 1: [.deleted], 2: [.deleted]])
    static let after = Panel.items(
        ["d", "e", "f", "g", "h", "i"], caption: Localized(ko: "배치 후 인덱스", en: "after-indexes"),
        roles: [3: [.inserted], 4: [.inserted], 5: [.inserted]])

    static let sideBySide = Frame(
        title: Localized(ko: "두 개의 번호 체계", en: "Two numberings"),
        panels: [before, after],
        narration: Localized(
            ko:
                "한 배치에는 번호 체계가 둘 있습니다. 지울 것은 배치 전 목록에서 셉니다. 그래서 a, b, c는 0, 1, 2번입니다. 넣을 것은 배치 후 목록에서 셉니다. d, e, f가 0, 1, 2번으로 당겨졌으니 g, h, i는 3, 4, 5번입니다. 호출을 쓰는 순서는 상관없습니다.",
            en:
                "One batch has two numberings. What you delete is counted in the list before, so a, b, c are 0, 1, 2. What you insert is counted in the list after: d, e, f have moved up to 0, 1, 2, so g, h, i are 3, 4, 5. The order you write the calls in does not matter."
        ))

    static let predict = Frame(
        title: Localized(ko: "예측", en: "Predict"),
        panels: [
            .items(["a", "b", "c", "d", "e", "f"], caption: Localized(ko: "배치 전", en: "before")),
            .items(["b", "x", "c", "d", "e", "f"], caption: Localized(ko: "배치 후", en: "after")),
        ],
        narration: Localized(
            ko: "a를 지우고 b 뒤에 x를 넣습니다.",
            en: "Delete a and insert x after b."),
        prompt: Prompt(
            question: Localized(ko: "x를 넣는 insertItems에는 어떤 인덱스를 쓸까요?", en: "What index goes in insertItems for x?"),
            accepted: ["1"],
            hint: Localized(ko: "배치 후 목록에서 x는 몇 번째 칸인가요?", en: "Where is x in the list after the batch?"),
            explanation: Localized(
                ko:
                    "삽입은 배치 후 인덱스로 씁니다. 배치 후 목록 b, x, c, …에서 x는 1번입니다. 배치 전 목록에서 b 다음 자리를 세어 2로 쓰면 틀립니다. a가 지워져 모두 한 칸씩 당겨졌기 때문에, insert 2는 x를 c 뒤에 넣습니다.",
                en:
                    "Inserts use after-indexes. In the list after, b, x, c, …, x is at 1. Counting the slot after b in the list before gives 2, and that is wrong: deleting a moved everything up one place, so insert 2 puts x after c."
            )))

    static let rule = Frame(
        title: Localized(ko: "규칙", en: "The rule"),
        panels: [before, after],
        narration: Localized(
            ko:
                "delete와 reload, 그리고 move의 출발점은 배치 전 인덱스로 씁니다. insert와 move의 도착점은 배치 후 인덱스로 씁니다. UIKit은 삭제를 큰 번호부터 먼저 하고, 그다음 삽입을 작은 번호부터 합니다.",
            en:
                "Deletes, reloads and where a move starts use before-indexes. Inserts and where a move ends use after-indexes. UIKit deletes first, highest index first, then inserts, lowest first."
        ))
}
