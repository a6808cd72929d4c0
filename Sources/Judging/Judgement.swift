import Storyboard

/// One item's judgement before weights: `earned` out of `of`, and why.
public struct Judgement: Sendable {
    /// The item's key (`cells`, `exact`, `distance`, ...).
    public var id: String
    /// The part earned, out of ``of``.
    public var earned: Int
    /// The whole.
    public var of: Int
    /// The reason and the rule, safe to show a student: never the right answer.
    public var feedback: Localized
    /// What only the instructor sees: the right answer where the feedback leaves it out.
    public var key: Localized? = nil
    /// The table cells that differ from the true table (class report).
    public var mistakes: [CellMistake] = []
    /// The exception the student's own batch raised (class report).
    public var raised: String? = nil

    /// A judgement of one item.
    public init(
        id: String, earned: Int, of: Int, feedback: Localized, key: Localized? = nil, mistakes: [CellMistake] = [],
        raised: String? = nil
    ) {
        self.id = id
        self.earned = earned
        self.of = of
        self.feedback = feedback
        self.key = key
        self.mistakes = mistakes
        self.raised = raised
    }
}

/// One graded item of an exercise and its weight (the front matter's `weights:`).
public struct WeightedItem: Sendable, Equatable {
    /// The item's key (`cells`, `exact`, `distance`, ...).
    public var id: String
    /// Its relative weight.
    public var weight: Int
    /// Who may see its result in a course platform.
    public var visibility: Visibility = .visible

    /// An item of `weight`.
    public init(id: String, weight: Int, visibility: Visibility = .visible) {
        self.id = id
        self.weight = weight
        self.visibility = visibility
    }

    /// The points each item is worth: `points` shared by weight, summing exactly to `points`
    /// (the last item takes what rounding left).
    public static func points(_ items: [WeightedItem], of points: Score) -> [Score] {
        let total = items.reduce(0) { $0 + $1.weight }
        var given = 0
        return items.indices.map { index in
            if index == items.count - 1 { return Score(hundredths: points.hundredths - given) }
            let share = points.scaled(items[index].weight, of: total)
            given += share.hundredths
            return share
        }
    }

    /// Judgements turned into points with the items' weights; an item no judgement names
    /// earns nothing.
    public static func results(_ judgements: [Judgement], items: [WeightedItem], points: Score) -> [ItemResult] {
        zip(items, WeightedItem.points(items, of: points)).map { item, worth in
            let judgement =
                judgements.first { $0.id == item.id } ?? Judgement(id: item.id, earned: 0, of: 1, feedback: .same(""))
            return ItemResult(
                id: item.id, name: ItemResult.name(of: item.id),
                score: worth.scaled(judgement.earned, of: judgement.of),
                maxScore: worth, feedback: judgement.feedback, keyNote: judgement.key, visibility: item.visibility,
                mistakes: judgement.mistakes)
        }
    }
}
