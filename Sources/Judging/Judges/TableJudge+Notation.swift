import DiffEngine
import Storyboard

extension TableJudge {
    /// What is wrong with the operations a `2i 1d` cell names, or nil (also for numbers).
    ///
    /// The counts already add up to the cell's value, which the recurrence judges. On top of
    /// that, any path from (0, 0) to row *r*, column *c* inserts *c* - *r* more tokens than it
    /// deletes; and a cell holding the true cost must name the counts of one of the
    /// cheapest sub-paths (any of them, not only the one the tie-break picks).
    func notationProblem(_ cell: WrittenCell, row: Int, column: Int) -> Localized? {
        guard case .notation(let notation) = cell else { return nil }
        let surplus = column - row
        if notation.inserts - notation.deletes != surplus {
            return TableWords.surplus(surplus, notation: "\(notation)", names: notation.inserts - notation.deletes)
        }
        guard notation.cost == table.cost(row: row, column: column), !optimalNotations.isEmpty else { return nil }
        let cheapest = optimalNotations[row][column]
        guard !cheapest.contains(notation) else { return nil }
        return TableWords.noCheapestPath(total: notation.cost, notation: "\(notation)")
    }
}
