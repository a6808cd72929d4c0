import DiffEngine
import Judging
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
        return try wordsJudge(words.source, words.target).expectedRow
    }

    /// The shared judge of answers on two words (the page's sheet grades with it too).
    private func wordsJudge(_ source: String, _ target: String) throws(GradingError) -> WordsJudge {
        guard let kind = WordsJudge.Kind(rawValue: exercise.kind.rawValue) else {
            preconditionFailure("\(exercise.kind.rawValue) is not an answer on two words")
        }
        do throws(JudgingError) {
            return try WordsJudge(
                kind: kind, source: source, target: target, longerCreditPercent: exercise.longerCreditPercent)
        } catch {
            throw GradingError(error)
        }
    }

    /// The table's rows and columns for this variant (zero for kinds without a table).
    func shape(of variant: Variant) -> (rows: Int, columns: Int) {
        guard let words = variant.words else { return (0, 0) }
        return (words.source.count + 1, words.target.count + 1)
    }

    private func judge(_ answer: Answer, variant: Variant) throws(GradingError) -> [Judgement] {
        switch (answer, variant) {
        case (.distance(let value), .words(let source, let target)):
            return try wordsJudge(source, target).judge(.distance(value))
        case (.table(let grid), .words(let source, let target)):
            return try wordsJudge(source, target).judge(.table(grid))
        case (.alignment(let steps), .words(let source, let target)):
            return try wordsJudge(source, target).judge(.alignment(steps))
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
        do throws(JudgingError) {
            return try WordsJudge.trace(source, target)
        } catch {
            throw GradingError(error)
        }
    }

    /// Turns fractions into points with the exercise's weights.
    private func results(_ judgements: [Judgement]) -> [ItemResult] {
        WeightedItem.results(judgements, items: exercise.items, points: exercise.points)
    }
}
