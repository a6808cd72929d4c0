import Storyboard

/// The words of an answer sheet graded in the page (the engine's `grade` export).
package enum SelfGradeWords {
    /// A JSON answer: the page reads written sheets only.
    package static let json = Localized(
        ko: "JSON 답안은 이 페이지에서 채점하지 않습니다. diffstep check가 채점합니다. 표나 줄로 쓴 답안은 여기서 채점됩니다.",
        en:
            "This page does not grade a JSON answer; diffstep check does. An answer written as lines or a table is graded here."
    )
}
