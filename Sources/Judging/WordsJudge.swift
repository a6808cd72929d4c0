import DiffEngine
import Practice
import Storyboard
import TextIntake

/// An answer on two words (an edit distance, a filled table, an edit script) read and judged
/// by the grader's own rules: `diffstep check` (Grading's `Grader`) and the exercise page's
/// answer sheet (the engine's `grade` export) both call these, so a learner working alone
/// gets the score and the reasons the instructor's run would give.
public struct WordsJudge: Sendable {
    /// The kinds of answer on two words.
    public enum Kind: String, Sendable, CaseIterable {
        /// One number: the edit distance.
        case distance
        /// The whole table, numbers or the article's `2i 1d`.
        case table
        /// An edit script, an operation a line.
        case alignment
    }

    /// An answer read into the shape its kind asks for.
    public enum Reading: Sendable, Equatable {
        /// One number.
        case distance(Int)
        /// A filled table.
        case table(Grid)
        /// An edit script.
        case alignment([AlignmentStep])
    }

    /// What is asked.
    public var kind: Kind
    /// The true table of the two words, with the article's tie-break.
    public let table: Trace<Character>
    /// Share of the points a valid but longer-than-optimal script earns, in percent.
    public var longerCreditPercent: Int

    /// A judge of answers to `kind` on `source` -> `target`.
    /// - Throws: `JudgingError.tableTooLarge` past the engine's cell limit.
    public init(kind: Kind, source: String, target: String, longerCreditPercent: Int) throws(JudgingError) {
        self.kind = kind
        self.table = try WordsJudge.trace(source, target)
        self.longerCreditPercent = longerCreditPercent
    }

    /// The true table of two words, with the article's tie-break for notations.
    /// - Throws: `JudgingError.tableTooLarge` when the words would need more than the
    ///   engine's cell limit.
    public static func trace(_ source: String, _ target: String) throws(JudgingError) -> Trace<Character> {
        do throws(DiffEngineError) {
            return try Trace(source: Array(source), target: Array(target), tieBreak: .deepdiff)
        } catch {
            switch error {
            case .tableTooLarge(let rows, let columns, let limit), .bandTooLarge(let rows, let columns, let limit):
                throw .tableTooLarge(rows: rows, columns: columns, limit: limit)
            }
        }
    }

    /// The table's rows and columns.
    public var shape: (rows: Int, columns: Int) { (table.rows, table.columns) }

    /// The true costs of one row, to read ambiguous space-separated notations in the
    /// student's favour.
    public func expectedRow(_ row: Int) -> [Int] { (0..<table.columns).map { table.cost(row: row, column: $0) } }

    /// Reads a written answer (not JSON) as the kind asks.
    /// - Throws: `JudgingError.badSubmission` saying what was expected, and where.
    public func read(_ text: String) throws(JudgingError) -> Reading {
        switch kind {
        case .distance: .distance(try WordsJudge.number(text))
        case .table: .table(try Grid(text: text, rows: table.rows, columns: table.columns, expected: expectedRow))
        case .alignment: .alignment(try WordsJudge.steps(Intake.lines(Grid.tableText(text))))
        }
    }

    /// The judgements of a read answer, one per item the kind grades.
    public func judge(_ reading: Reading) -> [Judgement] {
        switch reading {
        case .distance(let value):
            return [distance(value)]
        case .table(let grid):
            return TableJudge(grid: grid, table: table).judgements()
        case .alignment(let steps):
            let alphabet = Set(table.source + table.target)
            let judge = AlignmentJudge(steps: steps.map { $0.matchingCase(of: alphabet) }, table: table)
            return [judge.judgement(longerCreditPercent: longerCreditPercent)]
        }
    }

    /// One whole number, read by the forgiving reader: full-width digits, a trailing comment.
    public static func number(_ text: String) throws(JudgingError) -> Int {
        let number = CellReader.withoutComment(Substring(text).trimmed)
        guard case .number(let value) = CellReader.cell(Substring(number)) else {
            throw expected(TableWords.oneWholeNumber)
        }
        return value
    }

    /// An edit script's steps: full-width letters read as ASCII, `insert G, keep A; ...` on
    /// one line is several steps, blank and comment lines skipped.
    public static func steps<Lines: Sequence>(_ lines: Lines) throws(JudgingError) -> [AlignmentStep]
    where Lines.Element == Substring {
        var steps: [AlignmentStep] = []
        for (index, line) in lines.enumerated() {
            for piece in AlignmentStep.pieces(Substring(AlignmentStep.widthFolded(line))) {
                if let step = try AlignmentStep.parse(piece, number: index + 1) { steps.append(step) }
            }
        }
        guard !steps.isEmpty else { throw expected(TableWords.oneOperationPerLine) }
        return steps
    }

    /// `expected …`: the reason a submission of the wrong shape is refused; `what` is what
    /// was expected, from a words file.
    public static func expected(_ what: Localized) -> JudgingError {
        .badSubmission(line: nil, reason: TableWords.expected(what))
    }

    private func distance(_ value: Int) -> Judgement {
        let right = value == table.distance
        let words = "'\(String(table.source))' → '\(String(table.target))'"
        return Judgement(
            id: "distance", earned: right ? 1 : 0, of: 1,
            feedback: right ? TableWords.distanceRight(words, value) : TableWords.distanceWrong(value))
    }
}
