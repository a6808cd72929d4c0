import Storyboard

/// Lesson 10: the mountain search of WWDC 2019, a list filtered letter by letter with one
/// apply per keystroke.
enum MountainSearchLesson {
    /// What the learner types, keystroke by keystroke (the last one is a backspace).
    static let typed = ["", "m", "ma", "man", "ma"]

    static func make(number: Int) -> Lesson {
        Lesson(
            id: "snapshot-mountains", number: number,
            title: Localized(ko: "산 검색: 글자마다 apply", en: "Mountain search: one apply per keystroke"),
            summary: Localized(
                ko: "검색어가 바뀔 때마다 걸러진 목록을 apply하면, 무엇이 빠지고 돌아오는지는 UIKit이 계산합니다.",
                en: "Apply the filtered list on every keystroke; UIKit works out what leaves and what comes back."),
            frames: frames())
    }

    static func frames() -> [Frame] {
        let script = typed.map { filter in
            "deleteAllItems\nappendSections main\nappendItems \(MountainNames.matching(filter).joined(separator: " "))\napply\n"
        }.joined()
        guard let steps = SnapshotSteps.applies(script, count: typed.count) else { return [Lines.unavailable] }
        let searches = zip(typed, steps).enumerated().map { index, pair in
            let shown = pair.0.isEmpty ? Localized(ko: "빈 검색어", en: "empty search") : Localized.same("\"\(pair.0)\"")
            return SnapshotSteps.retold(pair.1, title: Localized(ko: "검색어: \(shown.ko)", en: "Search: \(shown.en)"), prompt: index == 3 ? prompt : nil)
        }
        let intro = SnapshotSteps.say(
            Localized(ko: "산 검색", en: "Searching mountains"),
            Localized(
                ko: "검색창에 글자를 칠 때마다 이름에 그 글자들이 들어간 산만 남깁니다. 매번 빈 스냅샷에 걸러진 목록을 넣고 apply합니다. 무엇이 빠지고 무엇이 남았는지는 data source가 계산합니다.",
                en: "Each keystroke keeps only the mountains whose names contain what was typed. Every time we fill an empty snapshot with the filtered list and apply it; the data source works out what left and what stayed."))
        let backspace = SnapshotSteps.say(
            Localized(ko: "지운 글자는 되돌아옵니다", en: "Backspace brings them back"),
            Localized(
                ko: "글자를 지우면 산들이 원래 자리로 삽입됩니다. 앱은 위치를 계산한 적이 없습니다. 식별자만 주었을 뿐입니다.",
                en: "Delete a letter and the mountains are inserted back in their places. The app never computed a position; it only gave identifiers."))
        return [intro] + searches + [backspace]
    }

    static let prompt = Prompt(
        question: Localized(ko: "\"ma\"에서 \"man\"으로 바꾸면 아이템이 몇 개 삭제될까요?", en: "From \"ma\" to \"man\": how many deletes?"),
        accepted: ["2", "two", "둘", "두 개"],
        hint: Localized(
            ko: "Makalu, Manaslu, Kilimanjaro, Matterhorn 중 \"man\"이 들어가지 않은 것은 무엇인가요?",
            en: "Which of Makalu, Manaslu, Kilimanjaro, Matterhorn lack \"man\"?"),
        explanation: Localized(
            ko: "Makalu와 Matterhorn 둘이 빠집니다. 남은 둘은 그대로라 삽입도 이동도 없습니다.",
            en: "Makalu and Matterhorn leave. The other two stay, so there is no insert and no move."))
}
