import Storyboard

/// Lesson 11: the Wi-Fi settings screen of WWDC 2019, two sections, the networks one
/// leaving when Wi-Fi is turned off.
enum WiFiSettingsLesson {
    static func make(number: Int) -> Lesson {
        Lesson(
            id: "snapshot-wifi", number: number,
            title: Localized(ko: "Wi-Fi 설정: 사라지는 섹션", en: "Wi-Fi settings: a section that goes away"),
            summary: Localized(
                ko: "섹션이 둘인 화면에서 섹션 하나가 통째로 빠지고 돌아오는 배치를 봅니다.",
                en: "On a screen of two sections, watch the batch when one section leaves and comes back."),
            frames: frames())
    }

    static func frames() -> [Frame] {
        let script = """
            appendSections config networks
            appendItems wifiSwitch currentNetwork toSection: config
            appendItems Cafe Home Library Office toSection: networks
            apply
            deleteItems Library
            insertItems Airport before: Cafe
            apply
            deleteItems currentNetwork
            deleteSections networks
            apply
            insertItems currentNetwork after: wifiSwitch
            appendSections networks
            appendItems Airport Cafe Home Office toSection: networks
            apply
            """
        guard let steps = SnapshotSteps.applies(script, count: 4) else { return [Lines.unavailable] }
        return [
            SnapshotSteps.say(
                Localized(ko: "Wi-Fi 설정 화면", en: "The Wi-Fi settings screen"),
                Localized(
                    ko: "섹션이 둘입니다. 위 섹션에는 스위치와 현재 네트워크가, 아래 섹션에는 찾은 네트워크가 이름순으로 있습니다. 화면이 바뀔 때마다 두 섹션을 처음부터 다시 적어 apply합니다.",
                    en: "Two sections: the switch and the network in use on top, the networks found below, by name. Whenever something changes, both sections are written afresh and applied.")),
            SnapshotSteps.retold(steps[0], title: Localized(ko: "처음 화면", en: "The first screen")),
            SnapshotSteps.retold(
                steps[1], title: Localized(ko: "새로 스캔", en: "A new scan"),
                Localized(
                    ko: "새로 스캔하니 Airport가 나타나고 Library는 멀어져 사라졌습니다. Airport는 이름순으로 제자리에 들어갑니다.",
                    en: "A new scan: Airport appears, Library is out of range; Airport lands in its place by name.")),
            SnapshotSteps.retold(steps[2], title: Localized(ko: "Wi-Fi 끄기", en: "Wi-Fi off"), prompt: prompt),
            SnapshotSteps.retold(
                steps[3], title: Localized(ko: "Wi-Fi 다시 켜기", en: "Wi-Fi back on"),
                Localized(
                    ko: "다시 켜면 섹션이 통째로 삽입됩니다. 안의 아이템은 섹션과 함께 들어옵니다.",
                    en: "Back on: the whole section is inserted, and its items come with it.")),
        ]
    }

    static let prompt = Prompt(
        question: Localized(
            ko: "Wi-Fi를 끕니다. 배치에 네트워크 아이템 삭제(deleteItems)는 몇 개 들어갈까요?",
            en: "Wi-Fi goes off. How many network item deletes (deleteItems) does the batch hold?"),
        accepted: ["0", "zero", "none", "0개", "없음"],
        hint: Localized(ko: "섹션을 지우면 그 안의 아이템은 어떻게 될까요?", en: "What happens to the items of a deleted section?"),
        explanation: Localized(
            ko: "섹션을 지우면 그 안의 아이템도 함께 사라지므로 따로 지우지 않습니다. 지워지는 아이템은 config 섹션의 currentNetwork 하나뿐입니다.",
            en: "None. Deleting the section takes its items along; the only item delete is currentNetwork in the config section."))
}
