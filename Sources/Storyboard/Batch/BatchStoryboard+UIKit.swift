import BatchModel
import BatchSimulation

extension BatchStoryboard {
    func uikitDeletesFrame() -> Frame {
        let deleted = paths { if case .deleteItems(let list) = $0 { list } else { [] } }.sorted(by: >)
        let roles = Dictionary(
            uniqueKeysWithValues: Set(deleted).filter(before.indices.contains).map { ($0, Roles([.deleted])) })
        let list = deleted.map(String.init).joined(separator: ", ")
        return Frame(
            title: Localized(ko: "UIKit: 삭제 먼저", en: "UIKit: deletes first"),
            panels: [.items(before, caption: Self.beforeCaption, roles: roles)],
            narration: Localized(
                ko:
                    "UIKit은 호출 순서를 보지 않습니다. 삭제를 먼저, 배치 전 인덱스로 처리합니다: \(list.isEmpty ? "없음" : list). 남는 것은 \(before.count - deleted.count)개입니다.",
                en:
                    "UIKit ignores the order of the calls. It processes deletes first, in before-indexes: \(list.isEmpty ? "none" : list). That leaves \(before.count - deleted.count) items."
            ))
    }

    func uikitInsertsFrame() -> Frame {
        let (texts, roles) = insertedList()
        let inserted = paths { if case .insertItems(let list) = $0 { list } else { [] } }.sorted()
        let list = inserted.map(String.init).joined(separator: ", ")
        let missing = inserted.filter { $0 >= after.count }
        var narration = Localized(
            ko:
                "그다음 삽입을, 배치 후 인덱스로 처리합니다: \(list.isEmpty ? "없음" : list). 배치 후 목록은 \(after.count)개입니다 (0...\(after.count - 1)).",
            en:
                "Then inserts, in after-indexes: \(list.isEmpty ? "none" : list). The list after the batch has \(after.count) items (0...\(after.count - 1))."
        )
        if let first = missing.first {
            narration.ko += " \(first)번 자리는 배치 후 목록에 없습니다."
            narration.en += " Index \(first) does not exist after the update."
        }
        return Frame(
            title: Localized(ko: "UIKit: 그다음 삽입", en: "UIKit: then inserts"),
            panels: [.items(texts, caption: Self.afterCaption, roles: roles)], narration: narration)
    }

    /// The item indexes in section 0 of the batch's calls of one kind.
    func paths(_ kind: (Update) -> [IndexPath]) -> [Int] {
        simulation.batch.updates.flatMap(kind).filter { $0.section == 0 }.map { $0.item }
    }

    /// The list after the batch with the inserted indexes marked, and the ones past its end
    /// drawn as empty error cells.
    func insertedList() -> ([String], [Int: Roles]) {
        var texts = after
        var roles: [Int: Roles] = [:]
        for index in paths({ if case .insertItems(let list) = $0 { list } else { [] } }) {
            if index >= texts.count {
                texts += Array(repeating: "", count: index - texts.count + 1)
                roles[index] = [.error]
            } else {
                roles[index] = [.inserted]
            }
        }
        return (texts, roles)
    }

    func endFrame() -> Frame {
        if let exception = simulation.outcome.exception {
            return Frame(
                title: Localized(ko: "NSInternalInconsistencyException", en: "NSInternalInconsistencyException"),
                panels: [.items(insertedList().0, caption: Self.afterCaption, roles: insertedList().1)],
                narration: Localized(
                    ko: "앱이 죽습니다. 메시지: \(exception.message)",
                    en: "The app crashes. The message: \(exception.message)"))
        }
        let shown = simulation.shown?.sections.first?.items.map { $0.description } ?? []
        let wrong = Set(simulation.differences.map { $0.path.item })
        let good = simulation.differences.isEmpty
        return Frame(
            title: Localized(ko: "결과", en: "The result"),
            panels: [
                .items(
                    shown, caption: Localized(ko: "배치 후 화면", en: "on screen after the batch"),
                    roles: good ? [:] : Dictionary(uniqueKeysWithValues: wrong.map { ($0, Roles([.error])) }))
            ],
            narration: good
                ? Localized(
                    ko: "개수가 맞고, 다시 그려 보면 화면이 데이터와 같습니다: \(shown.joined(separator: " ")).",
                    en:
                        "The counts add up, and replaying the batch gives exactly the data: \(shown.joined(separator: " "))."
                )
                : Localized(
                    ko: "UIKit은 개수만 봅니다. 예외는 없지만 화면이 데이터와 다릅니다: \(shown.joined(separator: " ")).",
                    en:
                        "UIKit only checks counts. No exception, but the screen disagrees with the data: \(shown.joined(separator: " "))."
                )
        )
    }
}
