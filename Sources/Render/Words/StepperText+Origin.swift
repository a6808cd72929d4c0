import DiffEngine
import Storyboard

/// The words for where a table cell's value came from, shared by the page's HTML and
/// `stepper.js` (which gets them as the figure's `data-origin`).
extension StepperText {
    /// What the operation did; `{s}` is the row's token, `{t}` the column's.
    static func operation(_ operation: EditOperation) -> Localized {
        switch operation {
        case .match: Localized(ko: "{s} 그대로 (일치)", en: "keep {s} (a match)")
        case .substitute: Localized(ko: "{s} → {t} 대체", en: "substitute {s} with {t}")
        case .insert: Localized(ko: "{t} 삽입", en: "insert {t}")
        case .delete: Localized(ko: "{s} 삭제", en: "delete {s}")
        }
    }

    /// The neighbour the operation comes from; `{x}` is that neighbour's value.
    static func from(_ operation: EditOperation) -> Localized {
        switch operation {
        case .match, .substitute: Localized(ko: "대각선 {x}에서", en: "from {x} on the diagonal")
        case .insert: Localized(ko: "왼쪽 {x}에서", en: "from {x} on the left")
        case .delete: Localized(ko: "위 {x}에서", en: "from {x} above")
        }
    }

    /// Before the other co-optimal origins, when they are shown.
    static let ties = Localized(ko: "똑같이 작은 다른 이웃", en: "equally cheap")
    /// The toggle that shows every co-optimal origin.
    static let showTies = Localized(ko: "동점 보기", en: "Show ties")
    /// The legend's words for the arrow, the dashed arrow and the path line.
    static let arrowLegend = Localized(ko: "값을 가져온 이웃 (고른 것)", en: "where the value came from (the chosen neighbour)")
    static let tieLegend = Localized(
        ko: "점선 상자 (동점 보기): 똑같이 작은 다른 이웃", en: "dashed box (Show ties): another equally cheap neighbour")
    static let lineLegend = Localized(ko: "선: 되짚은 경로", en: "line: the path traced back")

    /// The arrow drawn toward the neighbour an operation comes from.
    static func arrow(_ operation: EditOperation) -> String {
        switch operation {
        case .match, .substitute: "↖"
        case .insert: "←"
        case .delete: "↑"
        }
    }

    /// The CSS name of the neighbour's direction (`ds-from-diagonal`...).
    static func direction(_ operation: EditOperation) -> String {
        switch operation {
        case .match, .substitute: "diagonal"
        case .insert: "left"
        case .delete: "up"
        }
    }

    /// The templates `stepper.js` fills: `{"m": [op, from, arrow, direction]..., "ties": ...}`.
    static func originJSON(_ language: Language) -> String {
        let letters: [(String, EditOperation)] = [("m", .match), ("s", .substitute), ("i", .insert), ("d", .delete)]
        var members = letters.map { letter, operation in
            JSON.Member(
                letter,
                .array([
                    .string(Self.operation(operation)[language]), .string(from(operation)[language]),
                    .string(arrow(operation)), .string(direction(operation)),
                ]))
        }
        members.append(JSON.Member("ties", .string(ties[language])))
        return JSON.object(members).serialized(pretty: false)
    }
}
