import Storyboard

/// Lesson 13: reload versus reconfigure (iOS 15), and the hash/equality trap of an item
/// type hashed by its identifier only (WWDC's `Mountain`).
enum ReconfigureLesson {
    static func make(number: Int) -> Lesson {
        Lesson(
            id: "snapshot-reconfigure", number: number,
            title: Localized(ko: "reload와 reconfigure, 해시의 함정", en: "Reload versus reconfigure, and the hash trap"),
            summary: Localized(
                ko: "셀을 새로 만들지 그대로 둘지, 그리고 Hashable을 잘못 쓰면 diff가 무엇을 보는지.",
                en: "Make a new cell or keep the one on screen, and what the diff sees when Hashable is written wrong."),
            frames: frames() + trap())
    }

    static func frames() -> [Frame] {
        let script = """
            appendSections main
            appendItems Everest K2 Lhotse
            apply
            reconfigureItems K2
            apply
            reloadItems Lhotse
            apply
            deleteItems Everest
            insertItems Everest before: K2
            reconfigureItems Everest
            apply
            reloadItems Makalu
            """
        guard let runs = SnapshotSteps.runs(script, count: 5) else { return [Lines.unavailable] }
        let steps = runs.map(\.frame)
        return [
            SnapshotSteps.say(
                Localized(ko: "reload와 reconfigure", en: "Reload and reconfigure"),
                Localized(
                    ko:
                        "reload는 셀을 버리고 새로 만듭니다(속으로는 삭제 + 삽입). reconfigure(iOS 15)는 셀을 그대로 두고 내용만 다시 채웁니다. 비용이 적고, 스와이프 같은 셀의 상태도 유지됩니다. 단, 이전 화면에 있었고 이번 스냅샷에서 지웠다 다시 넣지 않은 아이템에만 쓸 수 있습니다.",
                    en:
                        "reload throws the cell away and makes a new one (a delete plus an insert underneath). reconfigure (iOS 15) keeps the cell and fills it again: cheaper, and state such as a swipe survives. It only works for an item that was on screen before and was not deleted and added back in this snapshot."
                )),
            SnapshotSteps.retold(
                steps[1], title: Localized(ko: "K2 reconfigure", en: "Reconfigure K2"),
                Localized(ko: "K2의 높이를 고쳤습니다. 셀은 그대로 둡니다.", en: "K2's height was corrected. The cell stays.")),
            SnapshotSteps.retold(
                steps[2], title: Localized(ko: "Lhotse reload", en: "Reload Lhotse"),
                Localized(ko: "Lhotse는 reload합니다. 셀을 새로 만듭니다.", en: "Lhotse is reloaded: a new cell.")),
        ]
            + SnapshotSteps.asked(
                steps[3], title: Localized(ko: "지웠다 다시 넣은 Everest", en: "Everest, deleted and added back"),
                prompt: prompt(runs[3], item: "Everest"))
            + [
                SnapshotSteps.retold(
                    steps[4], title: Localized(ko: "없는 식별자 reload", en: "Reloading an unknown identifier"),
                    Localized(
                        ko: "없는 식별자를 reload하면 호출하는 순간 예외가 납니다. reconfigure는 이전 화면에 없던 아이템이면 조용히 아무 일도 하지 않습니다.",
                        en:
                            "Reloading an unknown identifier raises an exception at the call. reconfigure of an item that was not on screen quietly does nothing."
                    ))
            ]
    }

    /// The predict step of `applied`, where `item` was deleted, added back and marked for
    /// reconfiguring: whether its cell is reconfigured, and why, as the simulator says.
    static func prompt(_ applied: SnapshotRun, item: String) -> Prompt {
        let reconfigured = applied.result?.reconfigured.contains { $0.item == item } == true
        let readded = applied.result?.ignored.contains { $0.item == item && $0.reason == .deletedAndReadded } == true
        let raised = applied.result == nil
        let why: Localized =
            readded
            ? Localized(
                ko: "지웠다 다시 넣은 아이템은 새 셀로 취급되어 reconfigure는 아무 일도 하지 않습니다.",
                en: "An item deleted and added back counts as a new cell, so reconfigure does nothing.")
            : reconfigured
                ? Localized(
                    ko: "\(Korean.phrase(item, .topic)) 셀을 그대로 두고 내용만 다시 채웁니다.",
                    en: "\(item) keeps its cell and is filled again.")
                : Localized(ko: "\(item)의 셀은 reconfigure되지 않습니다.", en: "\(item)'s cell is not reconfigured.")
        let exception =
            raised
            ? Localized(ko: " UIKit은 예외를 냅니다.", en: " UIKit raises an exception.")
            : Localized(ko: " 예외도 나지 않습니다.", en: " It raises nothing either.")
        return Prompt(
            question: Localized(
                ko: "\(Korean.phrase(item, .object)) 지웠다가 같은 스냅샷에 다시 넣고 reconfigure합니다. 셀이 reconfigure될까요? (예/아니요)",
                en:
                    "\(item) is deleted, added back in the same snapshot, then reconfigured. Is its cell reconfigured? (yes/no)"
            ),
            accepted: reconfigured ? ["yes", "예", "네"] : ["no", "아니요", "아니오", "아니"],
            hint: Localized(ko: "reconfigure의 두 조건을 떠올려 보세요.", en: "Recall reconfigure's two conditions."),
            explanation: Localized(ko: why.ko + exception.ko, en: why.en + exception.en),
            answer: reconfigured ? Localized(ko: "예", en: "yes") : Localized(ko: "아니요", en: "no"))
    }

    /// The trap run live: synthesized Hashable, then a height in hash(into:) but not in ==.
    static func trap() -> [Frame] {
        let synthesized = SnapshotSteps.applies(
            """
            itemIdentity hash: all equal: all
            appendSections main
            appendItems Everest:8848 K2:8611
            apply
            deleteItems Everest
            insertItems Everest:8849 before: K2
            apply
            """, count: 2)
        let mixed = SnapshotSteps.applies(
            """
            itemIdentity hash: all equal: identifier
            appendSections main
            appendItems Everest:8848 K2:8611
            apply
            deleteAllItems
            appendSections main
            appendItems Everest:8849 K2:8611
            apply
            """, count: 2)
        guard let synthesized, let mixed else { return [Lines.unavailable] }
        return [
            SnapshotSteps.say(
                Localized(ko: "해시의 함정", en: "The hash trap"),
                Localized(
                    ko:
                        "WWDC의 Mountain은 identifier로만 해시하고 비교합니다. 높이가 바뀌어도 diff는 같은 아이템으로 보고 아무것도 하지 않습니다: 셀을 갱신하려면 reconfigure가 필요합니다. 아래에서 Hashable을 두 가지로 더 구현해 실제로 돌려 봅니다.",
                    en:
                        "The WWDC Mountain hashes and compares by identifier only. When a height changes the diff sees the same item and does nothing: updating the cell takes a reconfigure. Below, Hashable is implemented two other ways and run for real."
                )),
            SnapshotSteps.retold(
                synthesized[1], title: Localized(ko: "합성된 Hashable", en: "Synthesized Hashable"),
                Localized(
                    ko: "Hashable을 모든 필드로 합성했습니다. 높이가 바뀐 Everest는 다른 식별자이므로 삭제 + 삽입입니다.",
                    en:
                        "Hashable synthesized over every field: Everest with a new height is another identifier, so a delete plus an insert."
                )),
            SnapshotSteps.retold(
                mixed[1], title: Localized(ko: "hash와 ==가 어긋날 때", en: "When hash and == disagree"),
                Localized(
                    ko: "hash(into:)에는 높이를 넣고, ==는 이름만 비교합니다. 같다면서 해시가 다르니 UIKit의 검증기가 멈춥니다.",
                    en: "Height in hash(into:), name only in ==: equal yet hashed apart, so UIKit's validator stops.")),
        ]
    }
}
