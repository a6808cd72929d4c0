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

    static let script = """
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

    static func frames() -> [Frame] {
        guard let runs = SnapshotSteps.runs(script, count: 4), let off = prompt(runs[2]) else {
            return [Lines.unavailable]
        }
        let sections = Counting.word(runs[0].after.sections.count)
        let appeared = Counting.names(runs[1].inserted)
        let gone = Counting.names(runs[1].deleted)
        return [
            SnapshotSteps.say(
                Localized(ko: "Wi-Fi 설정 화면", en: "The Wi-Fi settings screen"),
                Localized(
                    ko:
                        "섹션이 \(sections.ko)입니다. 위 섹션에는 스위치와 현재 네트워크가, 아래 섹션에는 찾은 네트워크가 이름순으로 있습니다. 화면이 바뀔 때마다 두 섹션을 처음부터 다시 적어 apply합니다.",
                    en:
                        "\(sections.en.capitalizedFirst) sections: the switch and the network in use on top, the networks found below, by name. Whenever something changes, both sections are written afresh and applied."
                )),
            SnapshotSteps.retold(runs[0].frame, title: Localized(ko: "처음 화면", en: "The first screen")),
            SnapshotSteps.retold(
                runs[1].frame, title: Localized(ko: "새로 스캔", en: "A new scan"),
                Localized(
                    ko:
                        "새로 스캔하니 \(Korean.phrase(appeared.ko, .subject)) 나타나고 \(Korean.phrase(gone.ko, .topic)) 멀어져 사라졌습니다. \(Korean.phrase(appeared.ko, .topic)) 이름순으로 제자리에 들어갑니다.",
                    en:
                        "A new scan: \(appeared.en) appears, \(gone.en) is out of range; \(appeared.en) lands in its place by name."
                )),
        ]
            + SnapshotSteps.asked(runs[2].frame, title: Localized(ko: "Wi-Fi 끄기", en: "Wi-Fi off"), prompt: off)
            + [
                SnapshotSteps.retold(
                    runs[3].frame, title: Localized(ko: "Wi-Fi 다시 켜기", en: "Wi-Fi back on"),
                    Localized(
                        ko: "다시 켜면 섹션이 통째로 삽입됩니다. 안의 아이템은 섹션과 함께 들어옵니다.",
                        en: "Back on: the whole section is inserted, and its items come with it."))
            ]
    }

    /// The predict step of the apply that turns Wi-Fi off: it deletes a section, and the
    /// question is how many of that section's items the batch deletes too.
    static func prompt(_ off: SnapshotRun) -> Prompt? {
        guard let section = off.deletedSections.first else { return nil }
        let inSection = off.deleted.filter { off.sectionBefore($0) == section }
        let others = off.deleted.filter { off.sectionBefore($0) != section }
        let placed = others.map { (item: $0, section: off.sectionBefore($0) ?? "") }
        let one = others.count == 1
        let elsewhere: Localized =
            others.isEmpty
            ? Localized(ko: "", en: "")
            : Localized(
                ko:
                    " 지워지는 아이템은 \(placed.map { "\($0.section) 섹션의 \($0.item)" }.joined(separator: ", ")) \(Counting.word(others.count).ko)뿐입니다.",
                en:
                    " The only item \(one ? "delete is" : "deletes are") \(placed.map { "\($0.item) in the \($0.section) section" }.joined(separator: ", "))."
            )
        return Prompt(
            question: Localized(
                ko: "Wi-Fi를 끕니다. 배치에 \(section) 섹션의 아이템 삭제(deleteItems)는 몇 개 들어갈까요?",
                en:
                    "Wi-Fi goes off. How many deletes (deleteItems) of items in the \(section) section does the batch hold?"
            ),
            accepted: Counting.accepted(inSection.count),
            hint: Localized(ko: "섹션을 지우면 그 안의 아이템은 어떻게 될까요?", en: "What happens to the items of a deleted section?"),
            explanation: Localized(
                ko:
                    "\(section) 섹션의 아이템 삭제는 \(inSection.count)개입니다. 섹션을 지우면 그 안의 아이템도 함께 사라지므로 따로 지우지 않습니다.\(elsewhere.ko)",
                en:
                    "\(Counting.word(inSection.count).en.capitalizedFirst). Deleting the \(section) section takes its items along.\(elsewhere.en)"
            ))
    }
}

extension String {
    /// The string with its first letter in capitals.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
