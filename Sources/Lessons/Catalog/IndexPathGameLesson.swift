import BatchUpdates
import Storyboard

/// Lesson 2: the IndexPath game on a...f: index versus offset, six examples, example 6's
/// crash in UIKit's words, and the fix.
enum IndexPathGameLesson {
    static func make(number: Int) -> Lesson {
        Lesson(
            id: "indexpath-game", number: number,
            title: Localized(ko: "IndexPath 게임", en: "The IndexPath game"),
            summary: Localized(
                ko: "a부터 f까지 여섯 개로 여섯 가지 변경을 해 보고, 6번째가 왜 죽는지 봅니다.",
                en: "Six changes to a...f, and why the sixth one crashes."),
            frames: [offset] + examples() + example6() + [fix()])
    }

    static let offset = Frame(
        title: Localized(ko: "인덱스는 offset입니다", en: "An index is an offset"),
        panels: [.items(["a", "b", "c", "d", "e", "f"])],
        narration: Localized(
            ko: "위의 숫자는 \"몇 번째\"가 아니라 \"앞에서 몇 칸 떨어졌나\"입니다. enumerated()도 그래서 offset이라고 부릅니다. a는 0, f는 5입니다. 6은 없습니다.",
            en:
                "The numbers above are not \"which one\" but \"how far from the start\". That is why enumerated() calls it offset. a is 0, f is 5. There is no 6."
        ))

    /// Examples 1 to 5: each a batch that works, checked by the simulator.
    static func examples() -> [Frame] {
        let cases: [(Localized, [Update], String)] = [
            (
                Localized(ko: "1. 끝에 g, h, i 추가: insert 6, 7, 8", en: "1. Append g, h, i: insert 6, 7, 8"),
                [.insertItems(Lines.paths(6...8))], "abcdefghi"
            ),
            (
                Localized(ko: "2. 끝의 3개 삭제: delete 3, 4, 5", en: "2. Remove the last three: delete 3, 4, 5"),
                [.deleteItems(Lines.paths(3...5))], "abc"
            ),
            (
                Localized(ko: "3. 2번을 👻로 바꾸기: reload 2", en: "3. Change index 2 to 👻: reload 2"),
                [.reloadItems(Lines.paths(2...2))], "ab👻def"
            ),
            (
                Localized(ko: "4. c를 맨 뒤로: move 2 → 5", en: "4. Move c to the end: move 2 → 5"),
                [.moveItem(from: Lines.paths(2...2)[0], to: Lines.paths(5...5)[0])], "abdefc"
            ),
            (
                Localized(ko: "5. 앞의 3개 삭제, 끝에 3개 추가 (배치)", en: "5. Remove the first three, append three (one batch)"),
                [.deleteItems(Lines.paths(0...2)), .insertItems(Lines.paths(3...5))], "defghi"
            ),
        ]
        return cases.map { title, updates, new in
            guard let simulation = Lines.simulate(updates, old: "abcdef", new: new) else { return Lines.unavailable }
            let shown = simulation.shown?.sections.first?.items.map(\.description) ?? []
            let calls = updates.map(\.compact).joined(separator: "; ")
            return Frame(
                title: title,
                panels: [
                    .items(["a", "b", "c", "d", "e", "f"], caption: Localized(ko: "전", en: "before")),
                    .items(shown, caption: Localized(ko: "후", en: "after")),
                ],
                narration: Localized(
                    ko: "\(calls): 개수가 맞고 (\(simulation.before.counts[0]) → \(shown.count)), 화면이 데이터와 같습니다.",
                    en:
                        "\(calls): the counts add up (\(simulation.before.counts[0]) → \(shown.count)) and the screen matches the data."
                ))
        }
    }

    static func example6() -> [Frame] {
        guard
            let simulation = Lines.simulate(
                [.insertItems(Lines.paths(6...8)), .deleteItems(Lines.paths(0...2))], old: "abcdef", new: "defghi")
        else { return [Lines.unavailable] }
        var frames = BatchStoryboard(simulation: simulation).frames
        frames[0].title = Localized(ko: "6. 끝에 3개 추가한 뒤 앞의 3개 삭제", en: "6. Append three, then remove the first three")
        let question = Frame(
            title: Localized(ko: "예측", en: "Predict"),
            panels: frames[0].panels,
            narration: Localized(
                ko: "배치 안에서 insert 6, 7, 8을 먼저 쓰고 delete 0, 1, 2를 나중에 썼습니다. UIKit은 삭제를 먼저 처리하고, 삽입은 배치 후 인덱스로 봅니다.",
                en:
                    "The batch says insert 6, 7, 8 first and delete 0, 1, 2 after. UIKit processes the deletes first and reads inserts as after-indexes."
            ),
            prompt: Prompt(
                question: Localized(ko: "UIKit이 처음 거부하는 삽입 인덱스는?", en: "Which insert index does UIKit reject first?"),
                accepted: ["6"],
                hint: Localized(
                    ko: "배치 후 목록은 몇 개이고, 마지막 인덱스는 몇인가요?",
                    en: "How many items are there after the batch, and what is the last index?"),
                explanation: Localized(
                    ko:
                        "배치 후에는 \(simulation.after.counts[0])개이므로 인덱스는 0...\(simulation.after.counts[0] - 1)입니다. 6은 없습니다.",
                    en:
                        "After the batch there are \(simulation.after.counts[0]) items, so the indexes are 0...\(simulation.after.counts[0] - 1). There is no 6."
                )))
        frames.insert(question, at: frames.count - 2)
        return frames
    }

    static func fix() -> Frame {
        guard
            let simulation = Lines.simulate(
                [.deleteItems(Lines.paths(0...2)), .insertItems(Lines.paths(3...5))], old: "abcdef", new: "defghi")
        else { return Lines.unavailable }
        let shown = simulation.shown?.sections.first?.items.map(\.description) ?? []
        return Frame(
            title: Localized(ko: "고치기", en: "The fix"),
            panels: [
                .items(
                    shown, caption: Localized(ko: "후", en: "after"),
                    roles: [3: [.inserted], 4: [.inserted], 5: [.inserted]])
            ],
            narration: Localized(
                ko:
                    "g, h, i는 배치 후 목록에서 3, 4, 5번입니다. delete 0, 1, 2와 insert 3, 4, 5로 쓰면 6 - 3 + 3 = 6이 맞고 화면도 데이터와 같습니다: \(shown.joined(separator: " ")).",
                en:
                    "g, h, i sit at 3, 4, 5 in the list after the batch. Write delete 0, 1, 2 and insert 3, 4, 5: 6 - 3 + 3 = 6 adds up and the screen matches the data: \(shown.joined(separator: " "))."
            ))
    }
}
