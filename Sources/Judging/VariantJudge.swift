import Practice

/// An answer to any exercise kind read and judged against one student's inputs: `diffstep
/// check` (Grading's `Grader`) and the exercise page's sheet (the engine's `grade` export) both
/// go through it, so a learner working alone gets the score and the reasons the instructor's
/// run would give.
package struct VariantJudge: Sendable {
    /// What is asked.
    package var kind: ExerciseKind
    /// The student's inputs.
    package var variant: Variant
    /// Share of the points a valid but longer-than-optimal script earns, in percent.
    package var longerCreditPercent: Int

    /// A judge of answers to `kind` on `variant`.
    package init(kind: ExerciseKind, variant: Variant, longerCreditPercent: Int) {
        self.kind = kind
        self.variant = variant
        self.longerCreditPercent = longerCreditPercent
    }

    /// The table's rows and columns for this variant (zero for kinds without a table).
    package var shape: (rows: Int, columns: Int) {
        guard let words = variant.words else { return (0, 0) }
        return (words.source.count + 1, words.target.count + 1)
    }

    /// The true costs of each row of a table exercise, for reading ambiguous notations.
    /// - Throws: `JudgingError.tableTooLarge` past the engine's cell limit.
    package func expectedRows() throws(JudgingError) -> ((Int) -> [Int])? {
        guard kind == .table, let words = variant.words else { return nil }
        return try wordsJudge(words.source, words.target).expectedRow
    }

    /// Reads a written answer (not JSON) as the kind asks.
    /// - Throws: `JudgingError.badSubmission` saying what was expected, and where.
    package func read(_ text: String) throws(JudgingError) -> Answer {
        kind.usesWords ? try readOnWords(text) : Answer.onItems(text, kind: kind)
    }

    /// ``read(_:)`` for a distance, a table or an edit script.
    package func readOnWords(_ text: String) throws(JudgingError) -> Answer {
        try Answer.onWords(text, kind: kind, shape: shape, expected: try expectedRows())
    }

    /// The judgements of a read answer, one per item the kind grades.
    /// - Throws: `JudgingError` when the answer cannot be judged (calls that do not read, a
    ///   table past the engine's limit).
    package func judge(_ answer: Answer) throws(JudgingError) -> [Judgement] {
        kind.usesWords ? try judgeOnWords(answer) : try judgeOnSimulator(answer)
    }

    /// ``judge(_:)`` for an answer on two words (the true table's judges).
    package func judgeOnWords(_ answer: Answer) throws(JudgingError) -> [Judgement] {
        switch (answer, variant) {
        case (.distance(let value), .words(let source, let target)):
            return try wordsJudge(source, target).judge(.distance(value))
        case (.table(let grid), .words(let source, let target)):
            return try wordsJudge(source, target).judge(.table(grid))
        case (.alignment(let steps), .words(let source, let target)):
            return try wordsJudge(source, target).judge(.alignment(steps))
        default:
            preconditionFailure("an answer to a \(kind.rawValue) exercise does not fit its variant")
        }
    }

    /// ``judge(_:)`` for a batch, a predicted exception or a snapshot answer (the simulators).
    package func judgeOnSimulator(_ answer: Answer) throws(JudgingError) -> [Judgement] {
        switch (answer, variant) {
        case (.batch(let text), .items(let old, let new, _)):
            return try BatchJudge(old: old, new: new).judgements(calls: text)
        case (.crash(let predicted), .items(let old, let new, let batch)):
            return [try BatchJudge(old: old, new: new).prediction(predicted, batch: batch ?? "")]
        case (.snapshot(let text), .snapshot(let script, let release)):
            return [try SnapshotJudge(script: script, release: release).judgement(text)]
        default:
            preconditionFailure("an answer to a \(kind.rawValue) exercise does not fit its variant")
        }
    }

    /// The shared judge of answers on two words.
    private func wordsJudge(_ source: String, _ target: String) throws(JudgingError) -> WordsJudge {
        guard let words = WordsJudge.Kind(rawValue: kind.rawValue) else {
            preconditionFailure("\(kind.rawValue) is not an answer on two words")
        }
        return try WordsJudge(kind: words, source: source, target: target, longerCreditPercent: longerCreditPercent)
    }
}
