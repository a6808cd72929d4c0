import Storyboard

/// Lesson 1: reloadData versus batch updates, and what NSInternalInconsistencyException says.
enum BatchCrashLesson {
    static func make(number: Int) -> Lesson {
        Lesson(
            id: "batch-crash", number: number,
            title: Localized(ko: "reloadData와 배치 업데이트", en: "reloadData versus batch updates"),
            summary: Localized(
                ko: "배치 업데이트는 개수를 맞춰 봅니다. 맞지 않으면 앱이 죽습니다.",
                en: "A batch update checks the counts; when they do not add up, the app crashes."),
            frames: [reloadData])
    }

    static let reloadData = Frame(
        title: Localized(ko: "reloadData: 전부 다시 그리기", en: "reloadData: redraw everything"),
        panels: [.items(["a", "b", "c", "d", "e", "f"], caption: Localized(ko: "화면의 목록", en: "the list on screen"))],
        narration: Localized(
            ko: "reloadData를 부르면 컬렉션 뷰는 셀을 모두 버리고 데이터 소스에 처음부터 다시 묻습니다. 틀릴 일은 없습니다. 하지만 애니메이션이 없어서 사용자는 무엇이 바뀌었는지 볼 수 없고, 셀 크기도 전부 다시 계산합니다.",
            en: "reloadData makes the collection view drop every cell and ask the data source again from scratch. It cannot go wrong. But nothing animates, so the user cannot see what changed, and every cell's size is measured again."))
}
