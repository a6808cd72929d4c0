import Storyboard

/// Lesson 8: Heckel's passes, and why its moves are not the fewest.
enum HeckelLesson {
    /// Two blocks of code swapped: `x` and `y` are unique, the braces repeat, so passes 4
    /// and 5 have links to extend.
    static let old = ["{", "x", "}", "{", "y", "}"]
    static let new = ["{", "y", "}", "{", "x", "}"]

    static func make(number: Int) -> Lesson {
        Lesson(
            id: "heckel", number: number,
            title: Localized(ko: "Heckel 알고리즘", en: "Heckel's algorithm"),
            summary: Localized(
                ko: "선형 시간에 목록을 비교하는 Heckel의 단계들, 그리고 이동 수가 최소가 아닌 이유.",
                en: "Heckel's linear-time passes over two lists, and why its moves are not the fewest."),
            frames: HeckelStoryboard(old: old, new: new, asksForFewestMoves: true).frames)
    }
}
