import BatchModel
import BatchSimulation
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

    /// One warm-up: the change in words, the question that asks for its index paths, and the
    /// batch that answers it (checked by the simulator).
    struct WarmUp {
        var title: Localized
        var ask: Localized
        var question: Localized
        var answer: String
        var accepted: [String]
        var hint: Localized
        var why: Localized
        var updates: [Update]
        var new: String
    }

    /// Examples 1 to 5, each a question first (the learner names the index paths), then the
    /// batch that works, checked by the simulator.
    static func examples() -> [Frame] {
        warmUps.flatMap { warmUp -> [Frame] in
            guard let simulation = Lines.simulate(warmUp.updates, old: "abcdef", new: warmUp.new) else {
                return [Lines.unavailable]
            }
            let shown = simulation.shown?.sections.first?.items.map(\.description) ?? []
            let calls = warmUp.updates.map(\.compact).joined(separator: "; ")
            let before = Panel.items(["a", "b", "c", "d", "e", "f"], caption: Localized(ko: "전", en: "before"))
            let question = Frame(
                title: warmUp.title, panels: [before], narration: warmUp.ask,
                prompt: Prompt(
                    question: warmUp.question, accepted: warmUp.accepted, hint: warmUp.hint, explanation: warmUp.why,
                    answer: .same(warmUp.answer)))
            let answer = Frame(
                title: Localized(ko: warmUp.title.ko + ": " + calls, en: warmUp.title.en + ": " + calls),
                panels: [before, .items(shown, caption: Localized(ko: "후", en: "after"))],
                narration: Localized(
                    ko: "\(calls): 개수가 맞고 (\(simulation.before.counts[0]) → \(shown.count)), 화면이 데이터와 같습니다.",
                    en:
                        "\(calls): the counts add up (\(simulation.before.counts[0]) → \(shown.count)) and the screen matches the data."
                ))
            return [question, answer]
        }
    }

    /// The ways a list of indexes may be typed: `6 7 8`, `6, 7, 8`, `6,7,8`, with or without
    /// the verb.
    static func spellings(_ verb: String, _ indexes: [Int]) -> [String] {
        let bare = [" ", ", ", ","].map { separator in indexes.map(String.init).joined(separator: separator) }
        return [verb + " " + bare[0]] + bare + bare.dropFirst().map { verb + " " + $0 }
    }

    static let warmUps: [WarmUp] = [
        WarmUp(
            title: Localized(ko: "1. 끝에 g, h, i 추가", en: "1. Append g, h, i"),
            ask: Localized(
                ko: "a부터 f까지 여섯 개 뒤에 g, h, i를 붙입니다. insertItems(at:)에는 새 항목이 들어갈 자리를 넘깁니다.",
                en: "Put g, h, i after the six items a to f. insertItems(at:) takes the places the new items go to."),
            question: Localized(ko: "넘길 인덱스 세 개는? (예: 1 2 3)", en: "Which three indexes do you pass? (like 1 2 3)"),
            answer: "insert 6 7 8", accepted: spellings("insert", [6, 7, 8]),
            hint: Localized(ko: "f의 인덱스는 5입니다. 새 항목은 그 뒤에 옵니다.", en: "f is at 5. The new items come after it."),
            why: Localized(
                ko: "f가 5번이므로 g, h, i는 6, 7, 8번에 들어갑니다. 6 + 3 = 9개가 됩니다.",
                en: "f is at 5, so g, h, i go in at 6, 7, 8, and there are 6 + 3 = 9 items."),
            updates: [.insertItems(Lines.paths(6...8))], new: "abcdefghi"),
        WarmUp(
            title: Localized(ko: "2. 끝의 3개 삭제", en: "2. Remove the last three"),
            ask: Localized(
                ko: "끝의 세 개 d, e, f를 지웁니다. deleteItems(at:)에는 지울 항목이 지금 있는 자리를 넘깁니다.",
                en: "Remove the last three, d, e, f. deleteItems(at:) takes the places the items are at now."),
            question: Localized(ko: "넘길 인덱스 세 개는?", en: "Which three indexes do you pass?"),
            answer: "delete 3 4 5", accepted: spellings("delete", [3, 4, 5]),
            hint: Localized(ko: "0부터 셉니다. a가 0입니다.", en: "Count from 0: a is 0."),
            why: Localized(
                ko: "a가 0이므로 d, e, f는 3, 4, 5번입니다. 6 - 3 = 3개가 남습니다.",
                en: "a is 0, so d, e, f sit at 3, 4, 5, and 6 - 3 = 3 items are left."),
            updates: [.deleteItems(Lines.paths(3...5))], new: "abc"),
        WarmUp(
            title: Localized(ko: "3. c를 👻로 바꾸기", en: "3. Change c to 👻"),
            ask: Localized(
                ko: "c 자리에 👻를 보여 줍니다. 자리는 그대로이고 내용만 바뀌니 reloadItems(at:)입니다.",
                en: "Show 👻 where c is. The place stays and only the contents change, so it is reloadItems(at:)."),
            question: Localized(ko: "다시 불러올 인덱스는?", en: "Which index do you reload?"),
            answer: "reload 2", accepted: ["reload 2", "2"],
            hint: Localized(ko: "a는 0, b는 1입니다.", en: "a is 0, b is 1."),
            why: Localized(
                ko: "a 0, b 1, c 2이므로 c는 2번입니다. 개수는 6 그대로입니다.",
                en: "a 0, b 1, c 2: c is at 2. The count stays 6."),
            updates: [.reloadItems(Lines.paths(2...2))], new: "ab👻def"),
        WarmUp(
            title: Localized(ko: "4. c를 맨 뒤로", en: "4. Move c to the end"),
            ask: Localized(
                ko: "c를 맨 뒤로 옮깁니다. moveItem(at:to:)에는 지금 자리와 옮긴 뒤의 자리를 넘깁니다.",
                en: "Move c to the end. moveItem(at:to:) takes where it is now and where it ends up."),
            question: Localized(ko: "두 인덱스는? (예: 1 4)", en: "Which two indexes? (like 1 4)"),
            answer: "move 2 → 5",
            accepted: spellings("move", [2, 5]) + ["2 → 5", "2 -> 5", "2 to 5", "move 2 → 5", "move 2 -> 5"],
            hint: Localized(ko: "여섯 개 중 맨 뒤 자리는 몇 번인가요?", en: "Among six items, which index is the last place?"),
            why: Localized(
                ko: "c는 지금 2번이고, 여섯 개 중 맨 뒤는 5번입니다. 그래서 2에서 5로 옮깁니다.",
                en: "c is at 2 now, and the last of six places is 5: from 2 to 5."),
            updates: [.moveItem(from: Lines.paths(2...2)[0], to: Lines.paths(5...5)[0])], new: "abdefc"),
        WarmUp(
            title: Localized(
                ko: "5. 앞의 3개 삭제, 끝에 3개 추가 (한 배치)", en: "5. Remove the first three, append three (one batch)"),
            ask: Localized(
                ko: "한 배치 안에서 a, b, c를 지우고(delete 0 1 2) 끝에 g, h, i를 붙입니다. 결과는 d e f g h i입니다.",
                en: "In one batch, remove a, b, c (delete 0 1 2) and append g, h, i. The result is d e f g h i."),
            question: Localized(ko: "g, h, i를 넣을 인덱스 세 개는?", en: "Which three indexes do you insert g, h, i at?"),
            answer: "insert 3 4 5", accepted: spellings("insert", [3, 4, 5]),
            hint: Localized(
                ko: "UIKit은 삽입 번호를 배치 후 목록에서 셉니다.", en: "UIKit counts insert indexes in the list after the batch."),
            why: Localized(
                ko: "배치 후 목록 d e f g h i에서 g, h, i는 3, 4, 5번입니다. 6 - 3 + 3 = 6개입니다.",
                en: "In the list after the batch, d e f g h i, g, h, i sit at 3, 4, 5; 6 - 3 + 3 = 6 items."),
            updates: [.deleteItems(Lines.paths(0...2)), .insertItems(Lines.paths(3...5))], new: "defghi"),
    ]

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
