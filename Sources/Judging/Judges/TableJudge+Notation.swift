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
            return Localized(
                ko:
                    "이 칸까지 가는 경로는 삽입이 삭제보다 \(surplus)번 많아야 하는데 \(Korean.phrase("\(notation)", .topic)) \(notation.inserts - notation.deletes)번 많습니다.",
                en:
                    "a path to this cell inserts \(surplus) more than it deletes, but \(notation) inserts \(notation.inserts - notation.deletes) more."
            )
        }
        guard notation.cost == table.cost(row: row, column: column), !optimalNotations.isEmpty else { return nil }
        let cheapest = optimalNotations[row][column]
        guard !cheapest.contains(notation) else { return nil }
        return Localized(
            ko:
                "합계 \(Korean.phrase("\(notation.cost)", .topic)) 맞지만 비용이 가장 적은 경로 중 \(notation)인 것은 없습니다 (이웃 칸의 표기에 연산 하나를 더해 보세요).",
            en:
                "the total \(notation.cost) is right, but no cheapest path does \(notation) (add one operation to a neighbour's notation)."
        )
    }
}
