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
            let judge = VariantJudge(
                kind: exercise.kind, variant: variant, longerCreditPercent: exercise.longerCreditPercent)
            let answer = try Answer(
                text: text, kind: exercise.kind, shape: judge.shape, expected: try judging(judge.expectedRows))
            let judgements = try judging { () throws(JudgingError) in try judge.judge(answer) }
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

    /// A judging step's answer, its refusal as a grading error.
    private func judging<T>(_ step: () throws(JudgingError) -> T) throws(GradingError) -> T {
        do throws(JudgingError) {
            return try step()
        } catch {
            throw GradingError(error)
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
