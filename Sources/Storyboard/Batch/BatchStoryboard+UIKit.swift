import BatchModel
import BatchSimulation

extension BatchStoryboard {
    func uikitDeletesFrame() -> Frame {
        let deleted = IndexPath.ordered(
            items { if case .deleteItems(let list) = $0 { list } else { [] } }, descending: true)
        // A deleted section goes whole: every item of it is shaded, not only deleted items, and
        // the narration names it by its call (`delete section 1`) beside the deleted items
        // (the call's words, not a sentence in each language: the batch part is at its budget).
        var whole: [IndexPath] = []
        var names = deleted.map(Update.compactPath)
        for update in simulation.batch.updates {
            guard case .deleteSections(let list) = update else { continue }
            names.append(update.compact)
            for section in list where section < before.count {
                whole += before[section].indices.map { IndexPath(item: $0, section: section) }
            }
        }
        let list = names.isEmpty ? nil : names.joined(separator: ", ")
        let roles = Self.marks(before, items: deleted + whole, role: .deleted)
        let left = Self.total(before) - roles.reduce(0) { $0 + $1.count }
        return Frame(
            title: Localized(ko: "UIKit: 삭제 먼저", en: "UIKit: deletes first"),
            panels: Self.panels(before, caption: Self.beforeCaption, roles: roles),
            narration: Localized(
                ko: "UIKit은 호출 순서를 보지 않습니다. 삭제를 먼저, 배치 전 인덱스로 처리합니다: \(list ?? "없음"). 남는 것은 \(left)개입니다.",
                en:
                    "UIKit ignores the order of the calls. It processes deletes first, in before-indexes: \(list ?? "none"). That leaves \(left) items."
            ))
    }

    func uikitInsertsFrame() -> Frame {
        let (texts, roles) = insertedList()
        let inserted = IndexPath.ordered(items { if case .insertItems(let list) = $0 { list } else { [] } })
        let list = inserted.isEmpty ? nil : inserted.map(Update.compactPath).joined(separator: ", ")
        // Each section's count and indexes after the batch: "3 (0...2)", with its number when there are several.
        let sizes = after.indices.map { section in
            (after.count > 1 ? "\(section): " : "") + "\(after[section].count)"
                + (after[section].isEmpty ? "" : " (0...\(after[section].count - 1))")
        }.joined(separator: ", ")
        var narration = Localized(
            ko: "그다음 삽입을, 배치 후 인덱스로 처리합니다: \(list ?? "없음"). 배치 후 개수 (섹션별): \(sizes).",
            en: "Then inserts, in after-indexes: \(list ?? "none"). Items after the batch (per section): \(sizes).")
        if let first = inserted.first(where: { $0.section >= after.count || $0.item >= after[$0.section].count }) {
            narration.ko += " \(Update.compactPath(first))번 자리는 배치 후 목록에 없습니다."
            narration.en += " Index \(Update.compactPath(first)) does not exist after the update."
        }
        return Frame(
            title: Localized(ko: "UIKit: 그다음 삽입", en: "UIKit: then inserts"),
            panels: Self.panels(texts, caption: Self.afterCaption, roles: roles), narration: narration)
    }

    /// Every item path the batch's calls of one kind name, in the order written.
    func items(_ kind: (Update) -> [IndexPath]) -> [IndexPath] {
        simulation.batch.updates.flatMap(kind)
    }

    /// Per section, `role` on the items at `items`; paths outside `sections` are left out.
    static func marks(_ sections: [[String]], items: [IndexPath], role: Role) -> [[Int: Roles]] {
        var roles = sections.map { _ in [Int: Roles]() }
        for path in items where path.section < sections.count && path.item < sections[path.section].count {
            roles[path.section][path.item] = [role]
        }
        return roles
    }

    /// The sections after the batch with the inserted items marked, and the indexes past a
    /// section's end drawn as empty error cells.
    func insertedList() -> ([[String]], [[Int: Roles]]) {
        var texts = after
        var roles = texts.map { _ in [Int: Roles]() }
        for path in items({ if case .insertItems(let list) = $0 { list } else { [] } }) where path.section < texts.count
        {
            if path.item >= texts[path.section].count {
                texts[path.section] += Array(repeating: "", count: path.item - texts[path.section].count + 1)
                roles[path.section][path.item] = [.error]
            } else {
                roles[path.section][path.item] = [.inserted]
            }
        }
        return (texts, roles)
    }

    func endFrame() -> Frame {
        if let exception = simulation.outcome.exception {
            let (texts, roles) = insertedList()
            return Frame(
                title: Localized(ko: "NSInternalInconsistencyException", en: "NSInternalInconsistencyException"),
                panels: Self.panels(texts, caption: Self.afterCaption, roles: roles),
                narration: Localized(
                    ko: "앱이 죽습니다. 메시지: \(exception.message)",
                    en: "The app crashes. The message: \(exception.message)"))
        }
        let shown = simulation.shown.map(Self.texts) ?? []
        var wrong = shown.map { _ in [Int: Roles]() }
        for difference in simulation.differences where difference.path.section < wrong.count {
            wrong[difference.path.section][difference.path.item] = [.error]
        }
        let words = shown.map { $0.joined(separator: " ") }.joined(separator: " | ")
        return Frame(
            title: Localized(ko: "결과", en: "The result"),
            panels: Self.panels(
                shown, caption: Localized(ko: "배치 후 화면", en: "on screen after the batch"), roles: wrong),
            narration: simulation.differences.isEmpty
                ? Localized(
                    ko: "개수가 맞고, 다시 그려 보면 화면이 데이터와 같습니다: \(words).",
                    en: "The counts add up, and replaying the batch gives exactly the data: \(words).")
                : Localized(
                    ko: "UIKit은 개수만 봅니다. 예외는 없지만 화면이 데이터와 다릅니다: \(words).",
                    en: "UIKit only checks counts. No exception, but the screen disagrees with the data: \(words).")
        )
    }
}
