import DiffEngine
import Storyboard

/// Judges a filled table cell by cell against the student's OWN neighbours.
///
/// A cell is right when it follows by the recurrence from what the student wrote above,
/// to the left and on the diagonal, so one early slip costs one cell, not every cell after
/// it. A second count says how many cells equal the true table. A cell written in the
/// article's notation must also name operations some path could take (see
/// ``notationProblem(_:row:column:)``).
struct TableJudge {
    var grid: Grid
    var table: Trace<Character>
    /// The notations of every co-optimal sub-path, per cell; computed once per table.
    var optimalNotations: [[Set<Notation>]]

    init(grid: Grid, table: Trace<Character>) {
        self.grid = grid
        self.table = table
        optimalNotations =
            grid.cells.joined().contains { if case .notation = $0 { true } else { false } }
            ? table.optimalNotations() : []
    }

    /// The arithmetic one cell should have done, from the student's neighbours.
    struct Expectation {
        var value: Int?
        var explanation: Localized
    }

    func judgements() -> [Judgement] {
        let total = table.rows * table.columns
        var followed = 0
        var exact = 0
        var firstWrong: (row: Int, column: Int, expectation: Expectation, notation: Localized?)?
        for row in 0..<table.rows {
            for column in 0..<table.columns {
                let written = grid[row, column]
                let notation = notationProblem(grid.cells[row][column], row: row, column: column)
                if written != nil && written == table.cost(row: row, column: column) && notation == nil { exact += 1 }
                let expectation = expected(row, column)
                if written != nil && written == expectation.value && notation == nil {
                    followed += 1
                } else if firstWrong == nil {
                    firstWrong = (row, column, expectation, notation)
                }
            }
        }
        let summary = Localized(
            ko: "\(total)칸 중 \(followed)칸이 여러분의 이웃 칸에서 점화식대로 나옵니다.",
            en: "\(followed) of \(total) cells follow from your own neighbours by the recurrence.")
        var feedback = summary
        if let wrong = firstWrong {
            let cell = describe(wrong.row, wrong.column, wrong.expectation, notation: wrong.notation)
            feedback = Localized(ko: summary.ko + "\n" + cell.ko, en: summary.en + "\n" + cell.en)
        }
        let exactFeedback = Localized(
            ko: "\(total)칸 중 \(exact)칸이 정답 표와 같습니다. 편집 거리는 \(table.distance)입니다"
                + (exact == total ? "." : " (앞의 실수가 뒤 칸으로 이어지면 여기서만 감점됩니다)."),
            en: "\(exact) of \(total) cells equal the true table; the distance is \(table.distance)"
                + (exact == total ? "." : " (a slip carried into later cells costs points only here)."))
        return [
            Judgement(id: "cells", earned: followed, of: total, feedback: feedback),
            Judgement(id: "exact", earned: exact, of: total, feedback: exactFeedback),
        ]
    }

    /// What the cell should hold given the student's neighbours.
    func expected(_ row: Int, _ column: Int) -> Expectation {
        if row == 0 && column == 0 {
            return Expectation(value: 0, explanation: Localized(ko: "빈 문자열 → 빈 문자열 = 0", en: "empty → empty = 0"))
        }
        let up = row > 0 ? grid[row - 1, column] : nil
        let left = column > 0 ? grid[row, column - 1] : nil
        let diagonal = row > 0 && column > 0 ? grid[row - 1, column - 1] : nil
        if row == 0, let left {
            return Expectation(value: left + 1, explanation: .same("\(left) + 1 = \(left + 1)"))
        }
        if column == 0, let up {
            return Expectation(value: up + 1, explanation: .same("\(up) + 1 = \(up + 1)"))
        }
        guard row > 0, column > 0, let up, let left, let diagonal else {
            let truth = table.cost(row: row, column: column)
            return Expectation(
                value: truth,
                explanation: Localized(
                    ko: "이웃 칸이 비어 있어 정답 표와 비교: \(truth)",
                    en: "a neighbour is blank, so compared with the true table: \(truth)"))
        }
        let a = table.source[row - 1]
        let b = table.target[column - 1]
        let cost = a == b ? 0 : 1
        let best = min(up + 1, left + 1, diagonal + cost)
        let relation = a == b ? "'\(a)' = '\(b)'" : "'\(a)' ≠ '\(b)'"
        return Expectation(
            value: best,
            explanation: Localized(
                ko: "min(위 \(up) + 1, 왼쪽 \(left) + 1, 대각선 \(diagonal) + \(cost) (\(relation))) = \(best)",
                en: "min(up \(up) + 1, left \(left) + 1, diagonal \(diagonal) + \(cost) (\(relation))) = \(best)"))
    }

    private func describe(_ row: Int, _ column: Int, _ expectation: Expectation, notation: Localized?) -> Localized {
        let rowName = row == 0 ? "ε" : String(table.source[row - 1])
        let columnName = column == 0 ? "ε" : String(table.target[column - 1])
        let place = Localized(
            ko: "처음 틀린 칸: \(row)행('\(rowName)'), \(column)열('\(columnName)'). ",
            en: "First wrong cell: row \(row) ('\(rowName)'), column \(column) ('\(columnName)'). ")
        let written = grid.cells[row][column]
        let wroteText = written.text
        if let notation, grid[row, column] == expectation.value {
            return Localized(
                ko: place.ko + "\(wroteText): \(notation.ko)", en: place.en + "\(wroteText): \(notation.en)")
        }
        return Localized(
            ko: place.ko + "\(expectation.explanation.ko)인데 \(Korean.phrase(wroteText, .object)) 적었습니다.",
            en: place.en + "\(expectation.explanation.en), but you wrote \(wroteText).")
    }
}
