extension SnapshotLessons {
    /// The mountain search: the list filtered letter by letter, one apply per keystroke.
    public static func mountains() -> [Frame] {
        let typed = ["", "m", "ma", "man", "ma"]
        var script = ""
        for filter in typed {
            script += "deleteAllItems\nappendSections main\nappendItems \(MountainNames.matching(filter).joined(separator: " "))\napply\n"
        }
        let steps = applies(script)
        var frames = [say(
            Localized(ko: "산 검색", en: "Searching mountains"),
            Localized(
                ko: "검색창에 글자를 칠 때마다 이름에 그 글자들이 들어간 산만 남깁니다. 매번 빈 스냅샷에 걸러진 목록을 넣고 apply합니다. 무엇이 빠지고 무엇이 남았는지는 data source가 계산합니다.",
                en: "Each keystroke keeps only the mountains whose names contain what was typed. Every time we fill an empty snapshot with the filtered list and apply it; the data source works out what left and what stayed."))]
        for (index, frame) in steps.enumerated() where index < typed.count {
            let shown = typed[index].isEmpty ? Localized(ko: "빈 검색어", en: "empty search") : Localized.same("\"\(typed[index])\"")
            let prompt: Prompt? = index == 3 ? Prompt(
                question: Localized(ko: "\"ma\"에서 \"man\"으로: 삭제는 몇 개?", en: "From \"ma\" to \"man\": how many deletes?"),
                accepted: ["2", "two", "둘", "두 개"],
                hint: Localized(ko: "Makalu, Manaslu, Kilimanjaro, Matterhorn 중 \"man\"이 없는 것은?",
                                en: "Which of Makalu, Manaslu, Kilimanjaro, Matterhorn lack \"man\"?"),
                explanation: Localized(ko: "Makalu와 Matterhorn 둘이 빠집니다. 남은 둘은 그대로라 삽입도 이동도 없습니다.",
                                       en: "Makalu and Matterhorn leave. The other two stay, so there is no insert and no move.")) : nil
            frames.append(retold(frame, Localized(ko: "검색어: \(shown.ko)", en: "search: \(shown.en)"), prompt: prompt))
        }
        frames.append(say(
            Localized(ko: "지운 글자는 되돌아옵니다", en: "Backspace brings them back"),
            Localized(
                ko: "글자를 지우면 산들이 원래 자리로 삽입됩니다. 앱은 위치를 계산한 적이 없습니다. 식별자만 줬을 뿐입니다.",
                en: "Delete a letter and the mountains are inserted back in their places. The app never computed a position; it only gave identifiers.")))
        return frames
    }
}
