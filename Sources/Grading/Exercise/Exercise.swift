import Judging
import Storyboard

/// One exercise: a Markdown handout with YAML front matter saying what to ask and how to grade.
///
/// ```markdown
/// ---
/// id: kit-kat-table
/// kind: table
/// points: 10
/// language: en
/// title: { ko: "kit → kat 표", en: "The kit → kat table" }
/// inputs: { source: kit, target: kat }
/// ---
/// Notes shown under the task.
/// ```
public struct Exercise: Sendable, Equatable {
    /// The stable name of the exercise; with the student id it seeds the student's variant.
    public var id: String
    /// What the student produces.
    public var kind: ExerciseKind
    /// The most a submission can earn.
    public var points: Score
    /// The graded items with their weights, in report order.
    public var items: [Item]
    /// The title (a missing translation falls back to the other one).
    public var title: Localized
    /// The task, one or more sentences (may be empty: each kind has a default task).
    public var prompt: Localized
    /// The language feedback is written in.
    public var language: Language
    /// The inputs, fixed or generated per student.
    public var inputs: Inputs
    /// Share of the points a valid but longer-than-optimal alignment earns, in percent.
    public var longerCreditPercent: Int
    /// The Markdown after the front matter.
    public var body: String
    /// The file the exercise was read from, as given (used in messages).
    public var file: String
    /// For generated words, the edit distance every variant must have (`inputs.distance`), so
    /// no student gets an easier table.
    public var balancedDistance: Int? = nil
    /// The due date and late penalty, when the front matter sets `due:`.
    public var late: LatePolicy? = nil
    /// The course's secret that keys generated variants (``CourseSecret``); nil only for
    /// exercises whose inputs are fixed, and for demonstrations.
    public var secret: CourseSecret? = nil

    /// One graded part of an exercise, with its weight from the front matter.
    public typealias Item = WeightedItem

    /// The items a kind grades and their default weights.
    static func defaultItems(for kind: ExerciseKind) -> [Item] {
        switch kind {
        case .distance: [Item(id: "distance", weight: 1)]
        case .table: [Item(id: "cells", weight: 3), Item(id: "exact", weight: 1)]
        case .alignment: [Item(id: "alignment", weight: 1)]
        case .batch: [Item(id: "no-crash", weight: 1), Item(id: "content", weight: 1)]
        case .predictCrash: [Item(id: "prediction", weight: 1)]
        case .snapshot: [Item(id: "apply", weight: 1)]
        }
    }

    /// The points each item is worth, summing exactly to ``points``.
    public var itemPoints: [Score] { WeightedItem.points(items, of: points) }
}
