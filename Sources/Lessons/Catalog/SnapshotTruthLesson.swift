import Storyboard

/// Lesson 9: snapshots and identifiers instead of index paths ("where is the truth?").
enum SnapshotTruthLesson {
    static func make(number: Int) -> Lesson {
        Lesson(
            id: "snapshot-truth", number: number,
            title: Localized(ko: "진실은 어디에? 인덱스 대신 식별자", en: "Where is the truth? Identifiers, not index paths"),
            summary: Localized(
                ko: "스냅샷이 화면의 유일한 진실이 되면 배치는 UIKit이 계산합니다.",
                en: "Once the snapshot is the one truth about the screen, UIKit works out the batch."),
            frames: frames())
    }

    static let script = """
        appendSections main
        appendItems FOO BAR BIF
        apply
        deleteItems BAR
        appendItems BAZ
        apply
        """

    static func frames() -> [Frame] {
        guard let runs = SnapshotSteps.runs(script, count: 2), let gone = runs[1].deleted.first,
            let path = runs[1].result?.batch.deletedItems.first
        else { return [Lines.unavailable] }
        let place = "[\(path.section), \(path.item)]"
        let screen = runs[0].shown.joined(separator: " ")
        let next = runs[1].shown.joined(separator: " ")
        return [
            SnapshotSteps.say(
                Localized(ko: "두 개의 진실", en: "Two truths"),
                Localized(
                    ko:
                        "예전 방식에서는 데이터 컨트롤러도, 화면도 각자 '지금 무엇이 있는지'를 들고 있습니다. 배치 업데이트를 쓰는 코드가 둘을 맞춰야 하고, 한 번만 어긋나도 'Invalid update'로 앱이 종료됩니다.",
                    en:
                        "The old way, the data controller and the view each keep their own idea of what is there. Your batch-update code must keep the two in step, and one slip ends the app with 'Invalid update'."
                )),
            SnapshotSteps.say(
                Localized(ko: "진실은 스냅샷 하나", en: "One truth: the snapshot"),
                Localized(
                    ko:
                        "diffable data source에서는 스냅샷이 화면의 유일한 진실입니다. 스냅샷은 인덱스 경로가 아니라 식별자로 섹션과 아이템을 적습니다. 새 상태를 스냅샷으로 만들어 apply하면, 배치는 UIKit이 계산합니다.",
                    en:
                        "With a diffable data source the snapshot is the one truth about the screen. It names sections and items by identifier, not by index path. You describe the new state and apply it; UIKit works out the batch."
                )),
            SnapshotSteps.retold(runs[0].frame, title: Localized(ko: "화면: \(screen)", en: "On screen: \(screen)")),
        ]
            + SnapshotSteps.asked(
                runs[1].frame, title: Localized(ko: "새 스냅샷: \(next)", en: "New snapshot: \(next)"),
                prompt: prompt(runs[0], runs[1]))
            + [
                SnapshotSteps.say(
                    Localized(ko: "인덱스는 덧없고, 식별자는 오래갑니다", en: "Index paths are fleeting, identifiers last"),
                    Localized(
                        ko:
                            "\(Korean.phrase(place, .topic)) 한 순간의 위치일 뿐 다음 업데이트에서는 다른 아이템을 가리킵니다. \(gone) 아이템은 어디에 있든 \(gone)입니다. 그래서 식별자는 유일해야 하고, 바뀌지 않아야 합니다.",
                        en:
                            "\(place) is a position at one moment; after the next update it names another item. \(gone) is \(gone) wherever it sits. That is why identifiers must be unique and must not change."
                    ))
            ]
    }

    /// The predict step of `applied`, shown after `screen`: its question, and its answer from the simulator.
    static func prompt(_ screen: SnapshotRun, _ applied: SnapshotRun) -> Prompt {
        let before = screen.shown.joined(separator: " ")
        let after = applied.shown.joined(separator: " ")
        let deleted = Counting.names(applied.deleted)
        let inserted = Counting.names(applied.inserted)
        let deletes = Counting.word(applied.deleted.count)
        let inserts = Counting.word(applied.inserted.count)
        // Items kept whose place changed without a move: they only close a gap.
        let shifted = applied.shown.filter { item in
            !applied.moved.contains { $0.item == item }
                && screen.shown.firstIndex(of: item).map { $0 != applied.shown.firstIndex(of: item) } == true
        }
        let closing =
            shifted.isEmpty
            ? Localized(ko: "", en: "")
            : Localized(
                ko: " \(Korean.phrase(Counting.names(shifted).ko, .topic)) 빈자리로 당겨질 뿐, 이동이 아닙니다.",
                en:
                    " \(Counting.names(shifted).en) just \(shifted.count == 1 ? "closes" : "close") the gap; that is not a move."
            )
        return Prompt(
            question: Localized(
                ko: "화면은 \(before)이고, 새 스냅샷은 \(after)입니다. UIKit이 지우는 아이템은 몇 개일까요?",
                en: "On screen: \(before); new snapshot: \(after). How many items does UIKit delete?"),
            accepted: Counting.accepted(applied.deleted.count),
            hint: Localized(
                ko: "식별자로 비교하세요. 새 스냅샷에 없는 것은 무엇인가요?",
                en: "Compare identifiers: which one is missing from the new snapshot?"),
            explanation: Localized(
                ko:
                    "삭제는 \(applied.deleted.count)개입니다. 새 스냅샷에 없는 아이템은 \(deleted.ko) \(deletes.ko)뿐이고, 새로 생긴 \(inserted.ko) \(Korean.phrase(inserts.ko, .topic)) 삽입합니다.\(closing.ko)",
                en:
                    "\(applied.deleted.count) \(applied.deleted.count == 1 ? "delete" : "deletes"): \(deleted.en), missing from the new snapshot. \(inserted.en), new, \(applied.inserted.count == 1 ? "is" : "are") inserted.\(closing.en)"
            ))
    }
}
