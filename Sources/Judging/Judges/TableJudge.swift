import DiffEngine
import Storyboard

/// Judges a filled table cell by cell against the student's OWN neighbours.
///
/// A cell is right when it follows by the recurrence from what the student wrote above,
/// to the left and on the diagonal, so a slip carried on consistently costs one cell. A cell
/// is also right when it follows from the neighbours as they should have been (each wrong
/// neighbour replaced by what it should have held), so an isolated typo costs one cell too.
/// A second count says how many cells equal the true table. A cell written in the article's
/// notation must also name operations some path could take (see
/// ``notationProblem(_:row:column:)``). Feedback gives the reason and the rule, never the
/// right value: that goes to the instructor's key note.
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

    /// The arithmetic one cell should have done, from some neighbours. Its words are made
    /// only for the cell the feedback names (building them for every cell was most of the
    /// grading time of a class).
    struct Expectation {
        var value: Int
        /// The neighbours read: up, left, diagonal (nil where the cell has none).
        var up: Int?, left: Int?, diagonal: Int?
        /// The cost of the diagonal step and the letters compared, for an inner cell.
        var step: (cost: Int, a: Character, b: Character)?

        /// The rule with the neighbours' values, without its result.
        var rule: Localized {
            if let up, let left, let diagonal, let step {
                let relation = step.cost == 0 ? "'\(step.a)' = '\(step.b)'" : "'\(step.a)' ≠ '\(step.b)'"
                return TableWords.rule(up: up, left: left, diagonal: diagonal, cost: step.cost, relation: relation)
            }
            if let neighbour = left ?? up { return .same("\(neighbour) + 1") }
            return TableWords.emptyToEmpty
        }
    }

    /// The first wrong cell, kept for the feedback.
    private struct Wrong {
        var row: Int
        var column: Int
        var expectation: Expectation
        var notation: Localized?
    }

    func judgements() -> [Judgement] {
        let total = table.rows * table.columns
        var followed = 0
        var exact = 0
        var firstWrong: Wrong?
        var mistakes: [CellMistake] = []
        let path = Set(table.path.map { $0.row * table.columns + $0.column })
        var effective = [Int](repeating: 0, count: total)
        for row in 0..<table.rows {
            for column in 0..<table.columns {
                let written = grid[row, column]
                let truth = table.cost(row: row, column: column)
                let notation = notationProblem(grid.cells[row][column], row: row, column: column)
                if written == truth && notation == nil {
                    exact += 1
                } else {
                    mistakes.append(mistake(row, column, path: path))
                }
                let own = expected(row, column) { grid[$0, $1] }
                let fixed = expected(row, column) { effective[$0 * table.columns + $1] }
                let follows = written != nil && (written == own.value || written == fixed.value) && notation == nil
                effective[row * table.columns + column] = follows ? (written ?? fixed.value) : fixed.value
                if follows {
                    followed += 1
                } else if firstWrong == nil {
                    firstWrong = Wrong(row: row, column: column, expectation: own, notation: notation)
                }
            }
        }
        return [
            Judgement(
                id: "cells", earned: followed, of: total, feedback: cellsFeedback(followed, total, firstWrong),
                key: firstWrong.map { keyNote($0) }, mistakes: mistakes),
            Judgement(
                id: "exact", earned: exact, of: total,
                feedback: TableWords.exact(exact, of: total), key: TableWords.distanceKey(table.distance)),
        ]
    }

    private func cellsFeedback(_ followed: Int, _ total: Int, _ wrong: Wrong?) -> Localized {
        let summary = TableWords.followed(followed, of: total)
        var lines = [summary]
        if let wrong { lines.append(describe(wrong)) }
        let unread = unreadableCells()
        if !unread.isEmpty { lines.append(SheetWords.unreadable(unread)) }
        return Localized(
            ko: lines.map { $0.ko }.joined(separator: "\n"), en: lines.map { $0.en }.joined(separator: "\n"))
    }

    /// `'2x' (row 1, column 2)` for every token the reader could not read, quoted back.
    private func unreadableCells() -> [String] {
        var out: [String] = []
        for (row, cells) in grid.cells.enumerated() {
            for (column, cell) in cells.enumerated() {
                if case .unreadable = cell { out.append("\(cell.text) (\(row), \(column))") }
            }
        }
        return out
    }

    /// What the cell should hold given the neighbours `value` reads; blank neighbours are
    /// replaced by the true table's.
    func expected(_ row: Int, _ column: Int, _ value: (Int, Int) -> Int?) -> Expectation {
        if row == 0 && column == 0 { return Expectation(value: 0) }
        func truth(_ r: Int, _ c: Int) -> Int { value(r, c) ?? table.cost(row: r, column: c) }
        if row == 0 {
            let left = truth(row, column - 1)
            return Expectation(value: left + 1, left: left)
        }
        if column == 0 {
            let up = truth(row - 1, column)
            return Expectation(value: up + 1, up: up)
        }
        let (up, left, diagonal) = (truth(row - 1, column), truth(row, column - 1), truth(row - 1, column - 1))
        let a = table.source[row - 1]
        let b = table.target[column - 1]
        let cost = a == b ? 0 : 1
        return Expectation(
            value: min(up + 1, left + 1, diagonal + cost), up: up, left: left, diagonal: diagonal,
            step: (cost, a, b))
    }

    private func describe(_ wrong: Wrong) -> Localized {
        let (row, column) = (wrong.row, wrong.column)
        let rowName = row == 0 ? "ε" : String(table.source[row - 1])
        let columnName = column == 0 ? "ε" : String(table.target[column - 1])
        let place = TableWords.firstWrong(row: row, rowName, column: column, columnName)
        let written = grid.cells[row][column]
        if let notation = wrong.notation, grid[row, column] == wrong.expectation.value {
            return Localized(
                ko: place.ko + "\(written.text): \(notation.ko)", en: place.en + "\(written.text): \(notation.en)")
        }
        if written.value == nil {
            let notAValue = TableWords.notAValue(written.text, rule: wrong.expectation.rule)
            return Localized(ko: place.ko + notAValue.ko, en: place.en + notAValue.en)
        }
        let mustBe = TableWords.mustBe(written.text, rule: wrong.expectation.rule)
        return Localized(ko: place.ko + mustBe.ko, en: place.en + mustBe.en)
    }

    /// The instructor's note: the first wrong cell's right value.
    private func keyNote(_ wrong: Wrong) -> Localized {
        let truth = table.cost(row: wrong.row, column: wrong.column)
        return TableWords.keyNote(row: wrong.row, column: wrong.column, expected: wrong.expectation.value, truth: truth)
    }
}
