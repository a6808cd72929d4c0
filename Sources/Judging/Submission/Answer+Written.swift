import Practice
import TextIntake

extension Answer {
    /// Reads a written submission (not JSON) as the answer to `kind`: the reader `diffstep
    /// check` and the exercise page's sheet share.
    /// - Parameters:
    ///   - text: the submission.
    ///   - kind: the exercise kind.
    ///   - shape: rows and columns of the table, for `table`.
    ///   - expected: the true costs of a table row, to read ambiguous space-separated
    ///     notations in the student's favour (see ``Grid/init(text:rows:columns:expected:)``).
    /// - Throws: `JudgingError.badSubmission` saying what was expected.
    public init(
        written text: String, kind: ExerciseKind, shape: (rows: Int, columns: Int),
        expected: ((Int) -> [Int])? = nil
    ) throws(JudgingError) {
        self =
            kind.usesWords
            ? try Answer.onWords(text, kind: kind, shape: shape, expected: expected) : Answer.onItems(text, kind: kind)
    }

    /// A distance, a table or an edit script, read as ``init(written:kind:shape:expected:)`` reads it.
    /// - Throws: `JudgingError.badSubmission` saying what was expected.
    package static func onWords(
        _ text: String, kind: ExerciseKind, shape: (rows: Int, columns: Int), expected: ((Int) -> [Int])?
    ) throws(JudgingError) -> Answer {
        switch kind {
        case .table: .table(try Grid(text: text, rows: shape.rows, columns: shape.columns, expected: expected))
        case .alignment: .alignment(try WordsJudge.steps(Intake.lines(Grid.tableText(text))))
        default: .distance(try WordsJudge.number(text))
        }
    }

    /// Calls, a predicted exception or a snapshot answer, read as
    /// ``init(written:kind:shape:expected:)`` reads it: the simulators read them when judged.
    package static func onItems(_ text: String, kind: ExerciseKind) -> Answer {
        switch kind {
        case .predictCrash:
            let trimmed = Substring(text).trimmed
            return .crash(Answer.isNone(trimmed) ? nil : String(trimmed))
        case .snapshot: return .snapshot(text)
        default: return .batch(Answer.asciiDigits(text))
        }
    }

    /// Full-width digits (`０`-`９`) as ASCII: an index written with an IME reads as written.
    static func asciiDigits(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0xFF10...0xFF19).contains($0.value) }) else { return text }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    (0xFF10...0xFF19).contains($0.value) ? Unicode.Scalar($0.value - 0xFEE0) ?? $0 : $0
                }))
    }

    /// True for the ways of writing "no exception" (`none`, `없음`, empty...), in any case of
    /// its ASCII letters (the words have no other letters with case).
    public static func isNone(_ text: Substring) -> Bool {
        ["", "none", "no crash", "없음", "크래시 없음", "nil", "null"].contains(TextBytes.asciiLowercased(text))
    }
}
