import DiffEngine
import Storyboard

/// Grades submissions of one exercise. Pure: reads nothing, prints nothing, runs nothing.
public struct Grader: Sendable {
    /// The exercise being graded.
    public var exercise: Exercise

    /// The roster ids by their sheets' words, when the instructor allows an answer whose
    /// letters are exactly another roster student's sheet to be graded against that sheet
    /// (``allowWrittenVariants(of:)``); nil grades every answer against its own sheet.
    private var writtenFor: [String: String]? = nil

    /// A grader for `exercise`.
    public init(exercise: Exercise) { self.exercise = exercise }

    /// Lets an answer written on another roster student's sheet (its table labels or script
    /// letters are exactly that sheet's words) be graded against that sheet; the result
    /// still says so. Words two students share are left out: they name no one sheet.
    /// - Parameter students: the roster's ids.
    public mutating func allowWrittenVariants(of students: [String]) {
        var found: [String: String] = [:]
        var shared: Set<String> = []
        for student in students {
            guard let words = exercise.variant(for: student).words else { continue }
            let key = WrittenWords.key(source: words.source, target: words.target)
            if found.updateValue(student, forKey: key) != nil { shared.insert(key) }
        }
        for key in shared { found[key] = nil }
        writtenFor = found
    }

    /// Grades one submission against the student's own variant.
    /// - Parameter submission: the decoded file.
    /// - Returns: per-item scores and feedback; an unreadable or malformed submission gets
    ///   zero on every item, empty item feedback and the reason once, as the result's `problem`.
    public func grade(_ submission: Submission) -> StudentResult {
        var variant = exercise.variant(for: submission.student)
        var gradedAs = submission.student
        var mismatch: WordsMismatch? = nil
        if case .success(let text) = submission.content, let sheet = variant.words, let written = written(text),
            written.differs(from: sheet)
        {
            mismatch = WordsMismatch(written: written.shown, sheet: "\(sheet.source) → \(sheet.target)")
            if let key = written.key, let other = writtenFor?[key], other != submission.student {
                variant = exercise.variant(for: other)
                gradedAs = other
                mismatch?.gradedAs = other
            }
        }
        do throws(GradingError) {
            let text = try submission.content.get()
            let answer = try Answer(
                text: text, kind: exercise.kind, shape: shape(of: variant), expected: try expectedRows(variant))
            let judgements = try judge(answer, variant: variant)
            var result = StudentResult(student: submission.student, items: results(judgements), problem: nil)
            result.name = submission.name
            result.file = submission.file
            result.variantOf = gradedAs
            result.inputs = Exercise.summary(of: variant)
            result.wordsMismatch = mismatch
            if case .table(let grid) = answer { result.readingNote = grid.note }
            if let policy = exercise.late, let charge = policy.charge(submission.time) {
                result.late = charge
                result.daysLate = charge.days
                result.keptPercent = charge.keptPercent
            } else if let policy = exercise.late {
                result.extensionUsed = policy.extensionUsed(submission.time)
                result.submittedAt = submission.time.submittedAt
            }
            if exercise.kind != .table { result.answer = Grader.digest(text) }
            result.raised = judgements.compactMap { $0.raised }.first
            return result
        } catch {
            let zero = exercise.items.map { Judgement(id: $0.id, earned: 0, of: 1, feedback: .same("")) }
            var result = StudentResult(student: submission.student, items: results(zero), problem: error)
            result.name = submission.name
            result.file = submission.file
            result.wordsMismatch = mismatch
            return result
        }
    }

    /// The words a table's labels or a script's letters spell, for kinds whose answers carry them.
    private func written(_ text: String) -> WrittenWords? {
        switch exercise.kind {
        case .table: return WrittenWords.table(text)
        case .alignment:
            guard case .alignment(let steps)? = try? Answer(text: text, kind: .alignment, shape: (0, 0)) else {
                return nil
            }
            return WrittenWords.alignment(steps)
        default: return nil
        }
    }

    /// The true costs of each row of a table exercise, for reading ambiguous notations.
    private func expectedRows(_ variant: Variant) throws(GradingError) -> ((Int) -> [Int])? {
        guard exercise.kind == .table, let words = variant.words else { return nil }
        let table = try Grader.trace(words.source, words.target)
        return { row in (0..<table.columns).map { table.cost(row: row, column: $0) } }
    }

    /// The table's rows and columns for this variant (zero for kinds without a table).
    func shape(of variant: Variant) -> (rows: Int, columns: Int) {
        guard let words = variant.words else { return (0, 0) }
        return (words.source.count + 1, words.target.count + 1)
    }

    private func judge(_ answer: Answer, variant: Variant) throws(GradingError) -> [Judgement] {
        switch (answer, variant) {
        case (.distance(let value), .words(let source, let target)):
            return [judgeDistance(value, table: try Grader.trace(source, target))]
        case (.table(let grid), .words(let source, let target)):
            return TableJudge(grid: grid, table: try Grader.trace(source, target)).judgements()
        case (.alignment(let steps), .words(let source, let target)):
            let alphabet = Set(source + target)
            let judge = AlignmentJudge(
                steps: steps.map { $0.matchingCase(of: alphabet) }, table: try Grader.trace(source, target))
            return [judge.judgement(longerCreditPercent: exercise.longerCreditPercent)]
        case (.batch(let text), .items(let old, let new, _)):
            return try BatchJudge(old: old, new: new).judgements(calls: text)
        case (.crash(let predicted), .items(let old, let new, let batch)):
            return [try BatchJudge(old: old, new: new).prediction(predicted, batch: batch ?? "")]
        case (.snapshot(let text), .snapshot(let script, let release)):
            return [try SnapshotJudge(script: script, release: release).judgement(text)]
        default:
            preconditionFailure("answer \(answer) does not fit the variant of a \(exercise.kind) exercise")
        }
    }

    /// An answer as one short line for the class report's "most common wrong answers".
    static func digest(_ text: String) -> String {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmed }.filter { !$0.isEmpty }
        let joined = lines.joined(separator: " / ")
        return joined.count > 120 ? String(joined.prefix(119)) + "…" : joined
    }

    /// The true table of a variant's words, with the article's tie-break for notations.
    /// - Throws: `GradingError.tableTooLarge` when the words would need more than the
    ///   engine's cell limit.
    static func trace(_ source: String, _ target: String) throws(GradingError) -> Trace<Character> {
        do {
            return try Trace(source: Array(source), target: Array(target), tieBreak: .deepdiff)
        } catch {
            switch error {
            case .tableTooLarge(let rows, let columns, let limit), .bandTooLarge(let rows, let columns, let limit):
                throw .tableTooLarge(rows: rows, columns: columns, limit: limit)
            }
        }
    }

    private func judgeDistance(_ value: Int, table: Trace<Character>) -> Judgement {
        let right = value == table.distance
        let words = "'\(String(table.source))' → '\(String(table.target))'"
        return Judgement(
            id: "distance", earned: right ? 1 : 0, of: 1,
            feedback: right
                ? Localized(
                    ko: "\(words)의 편집 거리는 \(value)입니다. 정답!", en: "The edit distance of \(words) is \(value). Right!")
                : Localized(
                    ko: "\(Korean.phrase("\(value)", .subject)) 아닙니다. 표의 오른쪽 아래 칸을 다시 계산해 보세요.",
                    en: "Not \(value). Recompute the bottom-right cell of the table."))
    }

    /// Turns fractions into points with the exercise's weights.
    private func results(_ judgements: [Judgement]) -> [ItemResult] {
        zip(exercise.items, exercise.itemPoints).map { item, points in
            let judgement =
                judgements.first { $0.id == item.id } ?? Judgement(id: item.id, earned: 0, of: 1, feedback: .same(""))
            return ItemResult(
                id: item.id, name: ItemResult.name(of: item.id),
                score: points.scaled(judgement.earned, of: judgement.of),
                maxScore: points, feedback: judgement.feedback, keyNote: judgement.key,
                visibility: item.visibility, mistakes: judgement.mistakes)
        }
    }
}

/// One item's judgement before weights: `earned` out of `of`, and why.
struct Judgement: Sendable {
    var id: String
    var earned: Int
    var of: Int
    /// The reason and the rule, safe to show a student: never the right answer.
    var feedback: Localized
    /// What only the instructor sees: the right answer where the feedback leaves it out.
    var key: Localized? = nil
    /// The table cells that differ from the true table (class report).
    var mistakes: [CellMistake] = []
    /// The exception the student's own batch raised (class report).
    var raised: String? = nil
}
