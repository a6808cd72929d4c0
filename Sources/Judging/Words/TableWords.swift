import DiffEngine
import Storyboard

/// The feedback on a table sheet (`TableJudge`), in both languages. The names of the edits
/// and the directions come from Storyboard (`EditOperation.name`).
enum TableWords {
    /// The recurrence with the neighbours' values, for an inner cell.
    static func rule(up: Int, left: Int, diagonal: Int, cost: Int, relation: String) -> Localized {
        Localized(
            ko: "min(위 \(up) + 1, 왼쪽 \(left) + 1, 대각선 \(diagonal) + \(cost) (\(relation)))",
            en: "min(up \(up) + 1, left \(left) + 1, diagonal \(diagonal) + \(cost) (\(relation)))")
    }

    /// The rule of the top-left cell.
    static let emptyToEmpty = Localized(ko: "빈 문자열 → 빈 문자열", en: "empty → empty")

    /// `exact`: how many cells equal the true table.
    static func exact(_ exact: Int, of total: Int) -> Localized {
        Localized(
            ko: "\(total)칸 중 \(exact)칸이 정답 표와 같습니다"
                + (exact == total ? "." : " (앞의 실수가 뒤 칸으로 이어지면 여기서만 감점됩니다)."),
            en: "\(exact) of \(total) cells equal the true table"
                + (exact == total ? "." : " (a slip carried into later cells costs points only here)."))
    }

    /// The key of `exact`: the distance.
    static func distanceKey(_ distance: Int) -> Localized {
        Localized(ko: "편집 거리: \(distance)", en: "distance: \(distance)")
    }

    /// `cells`: how many cells follow from the student's own neighbours.
    static func followed(_ followed: Int, of total: Int) -> Localized {
        Localized(
            ko: "\(total)칸 중 \(followed)칸이 여러분의 이웃 칸에서 점화식대로 나옵니다.",
            en: "\(followed) of \(total) cells follow from your own neighbours by the recurrence.")
    }

    /// The first wrong cell, by row and column and their letters.
    static func firstWrong(row: Int, _ rowName: String, column: Int, _ columnName: String) -> Localized {
        Localized(
            ko: "처음 틀린 칸: \(row)행('\(rowName)'), \(column)열('\(columnName)'). ",
            en: "First wrong cell: row \(row) ('\(rowName)'), column \(column) ('\(columnName)'). ")
    }

    /// A written token that is no value; `rule` is what the cell must be.
    static func notAValue(_ written: String, rule: Localized) -> Localized {
        Localized(
            ko: "\(Korean.phrase(written, .topic)) 값이 아닙니다. 규칙: \(rule.ko)",
            en: "\(written) is not a value. The rule: \(rule.en)")
    }

    /// A wrong value; `rule` is what the cell must be.
    static func mustBe(_ written: String, rule: Localized) -> Localized {
        Localized(
            ko: "\(Korean.phrase(written, .object)) 적었지만 이 칸은 \(rule.ko)의 값이어야 합니다.",
            en: "You wrote \(written), but this cell must be \(rule.en).")
    }

    /// The instructor's note: the first wrong cell's value from the student's neighbours and
    /// the true table's.
    static func keyNote(row: Int, column: Int, expected: Int, truth: Int) -> Localized {
        Localized(
            ko: "(\(row), \(column)): 여러분의 이웃에서 \(expected), 정답 표 \(truth)",
            en: "(\(row), \(column)): \(expected) from the student's neighbours, \(truth) in the true table")
    }

    /// A `2i 1d` cell whose inserts minus deletes is not the column minus the row.
    static func surplus(_ surplus: Int, notation: String, names: Int) -> Localized {
        let (insert, delete) = (EditOperation.insert.name.ko, EditOperation.delete.name.ko)
        return Localized(
            ko:
                "이 칸까지 가는 경로는 \(insert)이 \(delete)보다 \(surplus)번 많아야 하는데 \(Korean.phrase(notation, .topic)) \(names)번 많습니다.",
            en: "a path to this cell inserts \(surplus) more than it deletes, but \(notation) inserts \(names) more.")
    }

    /// A `2i 1d` cell with the right total that no cheapest path takes.
    static func noCheapestPath(total: Int, notation: String) -> Localized {
        Localized(
            ko:
                "합계 \(Korean.phrase("\(total)", .topic)) 맞지만 비용이 가장 적은 경로 중 \(notation)인 것은 없습니다 (이웃 칸의 표기에 연산 하나를 더해 보세요).",
            en:
                "the total \(total) is right, but no cheapest path does \(notation) (add one operation to a neighbour's notation)."
        )
    }

    /// A distance sheet: right.
    static func distanceRight(_ words: String, _ value: Int) -> Localized {
        Localized(ko: "\(words)의 편집 거리는 \(value)입니다. 정답!", en: "The edit distance of \(words) is \(value). Right!")
    }

    /// A distance sheet: wrong, and where to look.
    static func distanceWrong(_ value: Int) -> Localized {
        Localized(
            ko: "\(Korean.phrase("\(value)", .subject)) 아닙니다. 표의 오른쪽 아래 칸을 다시 계산해 보세요.",
            en: "Not \(value). Recompute the bottom-right cell of the table.")
    }

    /// The reason a submission of the wrong shape is refused: what was expected.
    static func expected(_ what: Localized) -> Localized {
        Localized(ko: "\(Korean.phrase(what.ko, .subject)) 필요합니다", en: "expected \(what.en)")
    }

    /// What a distance sheet holds.
    static var oneWholeNumber: Localized { Localized(ko: "0 이상의 정수 하나", en: "one whole number") }
    /// What an alignment sheet holds.
    static var oneOperationPerLine: Localized { Localized(ko: "한 줄에 연산 하나", en: "one operation per line") }
}
