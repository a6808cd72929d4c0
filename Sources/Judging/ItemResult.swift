import Storyboard

/// The grade of one item of one submission, with the reason in both languages.
public struct ItemResult: Sendable, Equatable {
    /// The item's key from the exercise (`cells`, `exact`, ...).
    public var id: String
    /// What the item checks, for report headings.
    public var name: Localized
    /// The points earned.
    public var score: Score
    /// The points the item is worth.
    public var maxScore: Score
    /// Why: what was right, the first thing that was wrong and the rule to fix it; never the
    /// right answer, so it is safe in any student-visible output.
    public var feedback: Localized
    /// The right answer where the feedback leaves it out: instructor reports only.
    public var keyNote: Localized? = nil
    /// Who may see this item in an LMS (Gradescope `visibility`).
    public var visibility: Visibility = .visible
    /// Table cells that differ from the true table, for the class report.
    public var mistakes: [CellMistake] = []

    /// An item's grade.
    public init(
        id: String, name: Localized, score: Score, maxScore: Score, feedback: Localized, keyNote: Localized? = nil,
        visibility: Visibility = .visible, mistakes: [CellMistake] = []
    ) {
        self.id = id
        self.name = name
        self.score = score
        self.maxScore = maxScore
        self.feedback = feedback
        self.keyNote = keyNote
        self.visibility = visibility
        self.mistakes = mistakes
    }

    /// True when the item earned every point.
    public var passed: Bool { score == maxScore }

    /// The heading of an item key in both languages.
    public static func name(of id: String) -> Localized {
        switch id {
        case "distance": Localized(ko: "편집 거리", en: "edit distance")
        case "cells": Localized(ko: "점화식을 따르는 칸", en: "cells following the recurrence")
        case "exact": Localized(ko: "정답 표와 같은 칸", en: "cells equal to the true table")
        case "alignment": Localized(ko: "편집 스크립트", en: "edit script")
        case "no-crash": Localized(ko: "크래시 없이 실행", en: "runs without crashing")
        case "content": Localized(ko: "배치 후 내용", en: "content after the update")
        case "prediction": Localized(ko: "예외 예측", en: "predicted exception")
        case "apply": Localized(ko: "apply가 수행하는 배치", en: "the batch apply performs")
        default: .same(id)
        }
    }
}
