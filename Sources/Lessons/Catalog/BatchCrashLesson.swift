import BatchModel
import Storyboard

/// Lesson 1: reloadData versus batch updates, and what NSInternalInconsistencyException says.
enum BatchCrashLesson {
    static func make(number: Int) -> Lesson {
        Lesson(
            id: "batch-crash", number: number,
            title: Localized(ko: "reloadData와 배치 업데이트", en: "reloadData versus batch updates"),
            summary: Localized(
                ko: "배치 업데이트는 개수를 맞춰 봅니다. 맞지 않으면 앱이 죽습니다.",
                en: "A batch update checks the counts; when they do not add up, the app crashes."),
            frames: [reloadData, batch, predict(), crash()])
    }

    static let old = "abcdef"
    static let grown = "abcdefghij"
    /// The batch the lesson sends: the new items' slots inserted, one short of the new data.
    static let inserts = Lines.paths(old.count..<(grown.count - 1))

    static let list = Panel.items(
        old.map(String.init), caption: Localized(ko: "화면의 목록", en: "the list on screen"))

    /// The sum UIKit checks, with every number taken from the simulator's exception.
    struct Sum {
        var before: Int
        var inserted: Int
        var deleted: Int
        var after: Int
        var expected: Int
        var message: String
    }

    /// What the simulator says about the batch: the counts in UIKit's exception.
    static func sum() -> Sum? {
        guard let simulation = Lines.simulate([.insertItems(inserts)], old: old, new: grown),
            let exception = simulation.outcome.exception,
            case .itemCount(_, let after, let before, let counts) = exception.fact
        else { return nil }
        return Sum(
            before: before, inserted: counts.inserted, deleted: counts.deleted, after: after,
            expected: counts.expected(from: before), message: exception.message)
    }

    static let reloadData = Frame(
        title: Localized(ko: "reloadData: 전부 다시 그리기", en: "reloadData: redraw everything"),
        panels: [list],
        narration: Localized(
            ko:
                "reloadData를 부르면 컬렉션 뷰는 셀을 모두 버리고 데이터 소스에 처음부터 다시 묻습니다. 틀릴 일은 없습니다. 하지만 애니메이션이 없어서 사용자는 무엇이 바뀌었는지 볼 수 없고, 셀 크기도 전부 다시 계산합니다.",
            en:
                "reloadData makes the collection view drop every cell and ask the data source again from scratch. It cannot go wrong. But nothing animates, so the user cannot see what changed, and every cell's size is measured again."
        ))

    static let batch = Frame(
        title: Localized(ko: "배치 업데이트: 바뀐 것만 알려 주기", en: "Batch updates: say only what changed"),
        panels: [
            list,
            .items(
                grown.map(String.init), caption: Localized(ko: "새 데이터", en: "the new data"),
                roles: Dictionary(uniqueKeysWithValues: (old.count..<grown.count).map { ($0, Roles([.inserted])) })),
        ],
        narration: Localized(
            ko:
                "performBatchUpdates 안에서 \"이 자리를 지우고, 저 자리에 넣어라\"라고 알려 주면 바뀐 셀만 움직입니다. 대신 약속이 하나 있습니다. 배치 전 개수 + 삽입 - 삭제 = 배치 후 개수. UIKit은 이 식을 꼭 확인합니다.",
            en:
                "Inside performBatchUpdates you say \"delete here, insert there\", and only those cells animate. In exchange there is one contract: count before + inserted - deleted = count after. UIKit always checks it."
        ))

    static func predict() -> Frame {
        guard let sum = sum() else { return Lines.unavailable }
        let arithmetic = "\(sum.before) + \(sum.inserted) - \(sum.deleted) = \(sum.expected)"
        return Frame(
            title: Localized(ko: "계산해 보기", en: "Do the sum"),
            panels: [list],
            narration: Localized(
                ko:
                    "화면에는 \(sum.before)개가 있습니다. 배치에서 \(sum.inserted)개를 삽입하고 \(sum.deleted == 0 ? "아무것도 지우지 않습니다" : "\(sum.deleted)개를 지웁니다"). 그런데 데이터 소스는 \(sum.after)개를 돌려줍니다.",
                en:
                    "The screen has \(sum.before) items. The batch inserts \(sum.inserted) and deletes \(sum.deleted == 0 ? "none" : String(sum.deleted)). But the data source returns \(sum.after)."
            ),
            prompt: Prompt(
                question: Localized(
                    ko: "UIKit이 기대하는 배치 후 개수는?", en: "How many items does UIKit expect after the batch?"),
                accepted: [String(sum.expected)],
                hint: Localized(ko: "배치 전 개수 + 삽입 - 삭제.", en: "Count before + inserted - deleted."),
                explanation: Localized(
                    ko: "\(arithmetic). 데이터 소스는 \(sum.after)개라고 하니 식이 맞지 않고, 앱이 죽습니다.",
                    en: "\(arithmetic). The data source says \(sum.after), so the sum fails and the app crashes.")))
    }

    static func crash() -> Frame {
        guard let sum = sum() else { return Lines.unavailable }
        return Frame(
            title: Localized(ko: "NSInternalInconsistencyException", en: "NSInternalInconsistencyException"),
            panels: [list],
            narration: Localized(
                ko:
                    "UIKit이 남기는 메시지입니다. 배치 후 개수(\(sum.after)), 배치 전 개수(\(sum.before)), 삽입과 삭제 개수(\(sum.inserted), \(sum.deleted))가 모두 들어 있습니다. 이 숫자들로 식을 다시 세워 보면 원인이 보입니다: \(sum.message)",
                en:
                    "This is what UIKit says. It holds the count after (\(sum.after)), the count before (\(sum.before)), and the inserts and deletes (\(sum.inserted), \(sum.deleted)). Redo the sum with these numbers and the cause shows: \(sum.message)"
            ))
    }
}
