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
}
