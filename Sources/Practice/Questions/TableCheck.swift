import DiffEngine

/// A wrong cell value that matches a known wrong rule, judged from the true neighbours.
package enum CellSlip: String, Sendable, Hashable, CaseIterable {
    /// Letters differ, but the diagonal was copied as if they were equal.
    case freeSubstitution = "free-substitution"
    /// Letters are equal, but one was added to the diagonal.
    case chargedMatch = "charged-match"
    /// A substitution counted as 2 (delete + insert).
    case substitutionAsTwo = "substitution-as-2"
    /// The smallest neighbour taken without adding one.
    case forgotPlusOne = "forgot-plus-one"
    /// One more or one less than the right value.
    case offByOne = "off-by-one"
}

/// The verdict on "what goes in the highlighted cell?" or "which operation does the path
/// take here?": the result, what was read from the answer, and the cell's facts.
public struct TableVerdict: Sendable, Hashable {
    /// Right, wrong, shown or unreadable.
    public var result: PracticeResult
    /// The cost read from a cell answer.
    public var givenValue: Int?
    /// The operation read from an operation answer.
    public var givenOperation: EditOperation?
    /// For a wrong value: the wrong rule it matches, if any.
    package var slip: CellSlip?
    /// The cell.
    package var facts: CellFacts
}

/// Checks answers to the table questions against the engine's `Trace`.
package enum TableCheck {
    /// Checks `answer` to a question about cell (`row`, `column`) of `source` -> `target`.
    /// - Parameters:
    ///   - kind: `.cell` (a number or the `2i 1d` notation, read by ``CellReader``) or
    ///     `.operation` (match, substitute, insert or delete, in English, Korean or as a letter).
    ///   - answer: what the learner wrote; empty asks for the answer.
    /// - Returns: nil when the cell has no three neighbours (row or column 0, or outside).
    /// - Throws: `DiffEngineError.tableTooLarge` past the trace's limit.
    /// - Complexity: O(n·m).
    package static func check(
        _ kind: PracticeKind, source: [String], target: [String], row: Int, column: Int, tieBreak: TieBreak,
        answer: String, maximumCells: Int
    ) throws(DiffEngineError) -> TableVerdict? {
        guard (1...source.count).contains(row), (1...target.count).contains(column) else { return nil }
        let trace = try Trace(source: source, target: target, tieBreak: tieBreak, maximumCells: maximumCells)
        let facts = CellFacts(trace, row: row, column: column)
        var verdict = TableVerdict(result: .shown, givenValue: nil, givenOperation: nil, slip: nil, facts: facts)
        let written = CellReader.folded(Substring(answer)).filter { $0 != " " && $0 != "\n" && $0 != "\t" }
        if written.isEmpty { return verdict }
        if kind == .operation {
            guard let operation = operation(written) else {
                verdict.result = .unreadable
                return verdict
            }
            verdict.givenOperation = operation
            verdict.result = facts.operations.contains(operation) ? .right : .wrong
            return verdict
        }
        switch CellReader.cell(Substring(written)) {
        case .number(let value): verdict.givenValue = value
        case .notation(let notation): verdict.givenValue = notation.cost
        case .blank, nil:
            verdict.result = .unreadable
            return verdict
        }
        let given = verdict.givenValue ?? 0
        verdict.result = given == facts.value ? .right : .wrong
        if given != facts.value { verdict.slip = slip(given, facts) }
        return verdict
    }

    /// The wrong rule a wrong value follows, if any.
    static func slip(_ given: Int, _ facts: CellFacts) -> CellSlip? {
        if !facts.same, given == facts.diagonal, given < facts.value { return .freeSubstitution }
        if facts.same, given == facts.diagonal + 1 { return .chargedMatch }
        if !facts.same, given == min(facts.up + 1, facts.left + 1, facts.diagonal + 2) { return .substitutionAsTwo }
        if given == min(facts.up, facts.left, facts.diagonal) { return .forgotPlusOne }
        return abs(given - facts.value) == 1 ? .offByOne : nil
    }

    /// The operation a learner named: its English name or first letter, a direction, a
    /// Korean name, or the notation's mark (`=`).
    package static func operation(_ text: String) -> EditOperation? {
        switch text {
        case "match", "keep", "m", "k", "=", "일치", "유지", "그대로": .match
        case "substitute", "substitution", "replace", "s", "r", "대체", "교체": .substitute
        case "insert", "insertion", "i", "left", "+", "삽입", "왼쪽": .insert
        case "delete", "deletion", "d", "up", "-", "삭제", "위": .delete
        default: nil
        }
    }
}
