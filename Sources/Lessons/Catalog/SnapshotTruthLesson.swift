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

    static func frames() -> [Frame] {
        let script = """
            appendSections main
            appendItems FOO BAR BIF
            apply
            deleteItems BAR
            appendItems BAZ
            apply
            """
        guard let steps = SnapshotSteps.applies(script, count: 2) else { return [Lines.unavailable] }
        return [
            SnapshotSteps.say(
                Localized(ko: "두 개의 진실", en: "Two truths"),
                Localized(
                    ko: "예전 방식에서는 데이터 컨트롤러도, 화면도 각자 '지금 무엇이 있는지'를 들고 있습니다. 배치 업데이트를 쓰는 코드가 둘을 맞춰야 하고, 한 번만 어긋나도 'Invalid update'로 앱이 종료됩니다.",
                    en: "The old way, the data controller and the view each keep their own idea of what is there. Your batch-update code must keep the two in step, and one slip ends the app with 'Invalid update'.")),
            SnapshotSteps.say(
                Localized(ko: "진실은 스냅샷 하나", en: "One truth: the snapshot"),
                Localized(
                    ko: "diffable data source에서는 스냅샷이 화면의 유일한 진실입니다. 스냅샷은 인덱스 경로가 아니라 식별자로 섹션과 아이템을 적습니다. 새 상태를 스냅샷으로 만들어 apply하면, 배치는 UIKit이 계산합니다.",
                    en: "With a diffable data source the snapshot is the one truth about the screen. It names sections and items by identifier, not by index path. You describe the new state and apply it; UIKit works out the batch.")),
            SnapshotSteps.retold(steps[0], title: Localized(ko: "화면: FOO BAR BIF", en: "On screen: FOO BAR BIF")),
            SnapshotSteps.retold(
                steps[1], title: Localized(ko: "새 스냅샷: FOO BIF BAZ", en: "New snapshot: FOO BIF BAZ"),
                Localized(ko: "예측한 뒤 확인하세요.", en: "Predict, then check."), prompt: prompt),
            SnapshotSteps.say(
                Localized(ko: "인덱스는 덧없고, 식별자는 오래갑니다", en: "Index paths are fleeting, identifiers last"),
                Localized(
                    ko: "[0, 1]은 한 순간의 위치일 뿐 다음 업데이트에서는 다른 아이템을 가리킵니다. BAR는 어디에 있든 BAR입니다. 그래서 식별자는 유일해야 하고, 바뀌지 않아야 합니다.",
                    en: "[0, 1] is a position at one moment; after the next update it names another item. BAR is BAR wherever it sits. That is why identifiers must be unique and must not change.")),
        ]
    }

    static let prompt = Prompt(
        question: Localized(
            ko: "화면은 FOO BAR BIF이고, 새 스냅샷은 FOO BIF BAZ입니다. UIKit이 지우는 아이템은 몇 개일까요?",
            en: "On screen: FOO BAR BIF; new snapshot: FOO BIF BAZ. How many items does UIKit delete?"),
        accepted: ["1", "one", "하나", "한 개"],
        hint: Localized(ko: "식별자로 비교하세요. 새 스냅샷에 없는 것은 무엇인가요?", en: "Compare identifiers: which one is missing from the new snapshot?"),
        explanation: Localized(
            ko: "새 스냅샷에 없는 BAR 하나만 삭제하고, 새로 생긴 BAZ 하나를 삽입합니다. BIF는 BAR가 빠진 자리로 당겨질 뿐 이동이 아닙니다.",
            en: "Only BAR is deleted and BAZ inserted. BIF just closes the gap; it is not a move."))
}
