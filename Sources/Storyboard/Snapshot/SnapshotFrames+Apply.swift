import BatchModel
import BatchSimulation
import DiffableSnapshots

extension SnapshotFrames {
    /// The screen before and after an `apply`, each through `window` around what the batch
    /// changes there (a reload of the whole view: its first items), and UIKit's calls.
    static func applyPanels(
        _ result: ApplyResult<String>, before: ScriptState, after: ScriptState, window: StateWindow,
        language: Language
    ) -> [Panel] {
        let batch = result.batch
        let deleted = Set(batch.deletedItems)
        let movedFrom = Set(batch.movedItems.map { $0.from })
        let inserted = Set(batch.insertedItems)
        let reloaded = Set(batch.reloadedItems)
        let movedTo = Set(batch.movedItems.map { $0.to })
        let reconfigured = Set(result.reconfigured.map { $0.at })
        let isReload = if case .reloadData = result.mode { true } else { false }
        let insertedSections = Set(batch.insertedSections)
        let deletedSections = Set(batch.deletedSections)
        let start = after.sectionCount > 0 ? [IndexPath(item: 0, section: 0)] : []
        // A section that comes or goes whole is shown from its first items.
        let firsts = { (sections: [Int]) in sections.map { IndexPath(item: 0, section: $0) } }
        let beforePanel = windowPanel(
            before, caption: Localized(ko: "apply 전 화면", en: "on screen before apply"),
            focus: batch.deletedItems + batch.movedItems.map { $0.from } + firsts(batch.deletedSections)
                + (isReload ? start : []),
            sections: batch.deletedSections + batch.movedSections.map { $0.from }, window: window, language: language,
            roles: { section, item in
                let path = IndexPath(item: item, section: section)
                if deleted.contains(path) { return [.deleted] }
                return movedFrom.contains(path) ? [.moved] : []
            },
            sectionRoles: { deletedSections.contains($0) ? [.deleted] : [] })
        let afterPanel = windowPanel(
            after, caption: Localized(ko: "apply 후 화면", en: "on screen after apply"),
            focus: batch.insertedItems + batch.movedItems.map { $0.to } + result.reconfigured.map { $0.at }
                + firsts(batch.insertedSections + batch.reloadedSections) + (isReload ? start : []),
            sections: batch.insertedSections + batch.movedSections.map { $0.to } + batch.reloadedSections,
            window: window, language: language,
            roles: { section, item in
                let path = IndexPath(item: item, section: section)
                if isReload { return [.reloaded] }
                // An inserted section's items arrive with it: its mark alone, not also "same".
                if insertedSections.contains(section) { return [] }
                if reloaded.contains(path) { return [.reloaded] }
                if inserted.contains(path) { return [.inserted] }
                if movedTo.contains(path) { return [.moved] }
                return reconfigured.contains(path) ? [.reconfigured] : [.matched]
            },
            sectionRoles: { insertedSections.contains($0) ? [.inserted] : [] })
        let calls = BatchCalls.lines(for: result)
        let callsPanel = Panel(
            caption: Localized(ko: "UIKit이 수행하는 호출", en: "what UIKit performs"),
            cells: calls.map { [Panel.Cell($0)] })
        return [beforePanel, afterPanel, callsPanel]
    }

    static func applyNarration(_ result: ApplyResult<String>, warnings: [BatchError]) -> Localized {
        var ko: [String] = []
        var en: [String] = []
        switch result.mode {
        case .reloadData(.notAnimatedBeforeiOS15):
            ko.append("iOS 15 전에는 animatingDifferences: false가 reloadData였습니다. diff 없이 모든 셀을 다시 만듭니다.")
            en.append("Before iOS 15, animatingDifferences: false meant reloadData: no diff, every cell made again.")
        case .reloadData(.requested):
            ko.append("applySnapshotUsingReloadData: diff 없이 화면 전체를 스냅샷으로 다시 그립니다.")
            en.append("applySnapshotUsingReloadData: no diff, the whole view is redrawn from the snapshot.")
        case .batch(let animated):
            let batch = result.batch
            let counts = (batch.deletedItems.count, batch.insertedItems.count, batch.movedItems.count)
            if batch.isEmpty {
                ko.append("바뀐 식별자가 없어 배치가 비었습니다.")
                en.append("No identifier changed, so the batch is empty.")
            } else {
                ko.append(
                    "diff 결과: 아이템 삭제 \(counts.0), 삽입 \(counts.1), 이동 \(counts.2). 섹션 삭제 \(batch.deletedSections.count), 삽입 \(batch.insertedSections.count), 이동 \(batch.movedSections.count)."
                )
                en.append(
                    "The diff: items deleted \(counts.0), inserted \(counts.1), moved \(counts.2); sections deleted \(batch.deletedSections.count), inserted \(batch.insertedSections.count), moved \(batch.movedSections.count)."
                )
            }
            if !batch.reloadedItems.isEmpty {
                ko.append("reload한 아이템은 셀을 새로 만듭니다. 속으로는 삭제 + 삽입입니다.")
                en.append("A reloaded item gets a new cell: a delete plus an insert.")
            }
            if !animated {
                ko.append("iOS 15부터는 애니메이션 없이도 diff를 적용합니다.")
                en.append("From iOS 15 the diff is applied even without animation.")
            }
        }
        if let check = result.check, check.outcome != .applied || !check.differences.isEmpty {
            ko.append("배치 시뮬레이터가 이 배치를 거부했습니다 (diffstep의 버그입니다).")
            en.append("The batch simulator rejected this batch (a bug in diffstep).")
        }
        if !result.reconfigured.isEmpty {
            let names = result.reconfigured.map { $0.item }.joined(separator: ", ")
            ko.append("reconfigure: \(names)의 셀은 그대로 두고 내용만 다시 채웁니다.")
            en.append("reconfigure: the cells of \(names) stay; only their contents are filled again.")
        }
        for ignored in result.ignored {
            let words = SnapshotWords.explanation(for: ignored.reason, item: ignored.item)
            ko.append(words.ko)
            en.append(words.en)
        }
        for warning in warnings {
            ko.append("경고 로그: \(warning.description)")
            en.append("Logged: \(warning.description)")
        }
        return Localized(ko: ko.joined(separator: "\n"), en: en.joined(separator: "\n"))
    }
}
