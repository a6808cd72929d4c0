import Storyboard

/// Lesson 10: the mountain search of WWDC 2019, a list filtered letter by letter with one
/// apply per keystroke.
enum MountainSearchLesson {
    /// What the learner types, keystroke by keystroke (the last one is a backspace).
    static let typed = ["", "m", "ma", "man", "ma"]
    /// The keystroke whose apply the learner predicts.
    static let asked = 3

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
        guard let runs = SnapshotSteps.runs(script, count: typed.count), let back = runs.last else {
            return [Lines.unavailable]
        }
        let searches = zip(typed, runs).enumerated().flatMap { index, pair in
            let title = Localized(ko: "검색어: \(shown(pair.0).ko)", en: "Search: \(shown(pair.0).en)")
            return index == asked
                ? SnapshotSteps.asked(pair.1.frame, title: title, prompt: prompt(runs[index - 1], runs[index]))
                : [SnapshotSteps.retold(pair.1.frame, title: title)]
        }
        let intro = SnapshotSteps.say(
            Localized(ko: "산 검색", en: "Searching mountains"),
            Localized(
                ko:
                    "검색창에 글자를 칠 때마다 이름에 그 글자들이 들어간 산만 남깁니다. 매번 빈 스냅샷에 걸러진 목록을 넣고 apply합니다. 무엇이 빠지고 무엇이 남았는지는 data source가 계산합니다.",
                en:
                    "Each keystroke keeps only the mountains whose names contain what was typed. Every time we fill an empty snapshot with the filtered list and apply it; the data source works out what left and what stayed."
            ))
        let returned = Counting.names(back.inserted)
        let backspace = SnapshotSteps.say(
            Localized(ko: "지운 글자는 되돌아옵니다", en: "Backspace brings them back"),
            Localized(
                ko: "글자를 지우면 \(Korean.phrase(returned.ko, .subject)) 원래 자리로 삽입됩니다. 앱은 위치를 계산한 적이 없습니다. 식별자만 주었을 뿐입니다.",
                en:
                    "Delete a letter and \(returned.en) \(back.inserted.count == 1 ? "is" : "are") inserted back in \(back.inserted.count == 1 ? "its place" : "their places"). The app never computed a position; it only gave identifiers."
            ))
        return [intro] + searches + [backspace]
    }

    /// A search as the lesson names it: `"ma"`, or the empty search.
    static func shown(_ filter: String) -> Localized {
        filter.isEmpty ? Localized(ko: "빈 검색어", en: "empty search") : .same("\"\(filter)\"")
    }

    /// The predict step of the apply `applied`, after the search `previous`.
    static func prompt(_ previous: SnapshotRun, _ applied: SnapshotRun) -> Prompt {
        let from = shown(typed[asked - 1])
        let to = shown(typed[asked])
        let listed = previous.shown.joined(separator: ", ")
        let left = Counting.names(applied.deleted)
        let stayed = Counting.word(applied.shown.count)
        let unchanged = applied.inserted.isEmpty && applied.moved.isEmpty
        let rest =
            unchanged
            ? Localized(
                ko: "남은 \(Korean.phrase(stayed.ko, .topic)) 그대로라 삽입도 이동도 없습니다.",
                en: "The other \(stayed.en) stay, so there is no insert and no move.")
            : Localized(
                ko: "삽입 \(applied.inserted.count)개, 이동 \(applied.moved.count)개가 함께 있습니다.",
                en: "With them come \(applied.inserted.count) inserts and \(applied.moved.count) moves.")
        return Prompt(
            question: Localized(
                ko: "\(from.ko)에서 \(Korean.phrase(to.ko, .direction)) 바꾸면 아이템이 몇 개 삭제될까요?",
                en: "From \(from.en) to \(to.en): how many deletes?"),
            accepted: Counting.accepted(applied.deleted.count),
            hint: Localized(
                ko: "\(listed) 중 \(Korean.phrase(to.ko, .subject)) 들어가지 않은 것은 무엇인가요?",
                en: "Which of \(listed) lack \(to.en)?"),
            explanation: Localized(
                ko: "\(left.ko) \(Korean.phrase(Counting.word(applied.deleted.count).ko, .subject)) 빠집니다. \(rest.ko)",
                en: "\(left.en) leave: \(Counting.word(applied.deleted.count).en). \(rest.en)"))
    }
}
