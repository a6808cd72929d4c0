import DiffEngine
import Foundation
import Judging
import Storyboard
import TextIntake

extension Answer {
    /// Reads a submission's text as the answer to `kind`.
    ///
    /// Text that starts with `{` is JSON: `{"distance": 3}`, `{"table": [[0, 1], ...]}`
    /// (numbers, `"2i 1d"` or null), `{"alignment": ["insert G", ...]}`, `{"batch": "..."}`,
    /// `{"crash": "..."}`, `{"crash": null}` or `{"snapshot": "..."}`.
    /// - Parameters:
    ///   - text: the submission.
    ///   - kind: the exercise kind.
    ///   - shape: rows and columns of the table, for `table`.
    /// - Throws: `GradingError.badSubmission` saying what was expected.
    ///   - expected: the true costs of a table row, to read ambiguous space-separated
    ///     notations in the student's favour (see ``Grid/init(text:rows:columns:expected:)``).
    public init(
        text: String, kind: ExerciseKind, shape: (rows: Int, columns: Int), expected: ((Int) -> [Int])? = nil
    ) throws(GradingError) {
        let trimmed = Substring(text).trimmed
        if trimmed.hasPrefix("{") {
            self = try Answer.json(String(trimmed), kind: kind, shape: shape)
            return
        }
        do throws(JudgingError) {
            self = try Answer(written: text, kind: kind, shape: shape, expected: expected)
        } catch {
            throw GradingError(error)
        }
    }

    /// The steps of an edit script, read by the judging reader the page's sheet uses too.
    private static func steps<Lines: Sequence>(_ lines: Lines) throws(GradingError) -> [AlignmentStep]
    where Lines.Element == Substring {
        try reading { () throws(JudgingError) in try WordsJudge.steps(lines) }
    }

    /// A judging reader's answer, its refusal as a grading error.
    private static func reading<T>(_ read: () throws(JudgingError) -> T) throws(GradingError) -> T {
        do throws(JudgingError) {
            return try read()
        } catch {
            throw GradingError(error)
        }
    }

    private static func json(_ text: String, kind: ExerciseKind, shape: (rows: Int, columns: Int)) throws(GradingError)
        -> Answer
    {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            throw expected(ExpectedWords.validJSONObject)
        }
        let key = kind == .predictCrash ? "crash" : kind.rawValue
        guard let value = object[key] else { throw expected(ExpectedWords.jsonKey(key)) }
        switch (kind, value) {
        case (.distance, let number as Int) where number >= 0 && number < 1_000_000:
            return .distance(number)
        case (.table, let rows as [[Any]]):
            return .table(try tableFromJSON(rows, shape: shape))
        case (.alignment, let lines as [String]):
            return .alignment(try steps(lines.map { Substring($0) }))
        case (.batch, let calls as String):
            return .batch(calls)
        case (.predictCrash, is NSNull):
            return .crash(nil)
        case (.snapshot, let answer as String):
            return .snapshot(answer)
        case (.predictCrash, let message as String):
            return .crash(isNone(Substring(message).trimmed) ? nil : message)
        default:
            throw expected(ExpectedWords.valueFor(key))
        }
    }

    private static func tableFromJSON(_ rows: [[Any]], shape: (rows: Int, columns: Int)) throws(GradingError) -> Grid {
        guard rows.count == shape.rows, rows.allSatisfy({ $0.count == shape.columns }) else {
            throw expected(ExpectedWords.table(rows: shape.rows, columns: shape.columns))
        }
        var cells: [[WrittenCell]] = []
        for row in rows {
            var values: [WrittenCell] = []
            for cell in row {
                if let number = cell as? Int, number >= 0, number < 1_000_000 {
                    values.append(.number(number))
                } else if cell is NSNull {
                    values.append(.blank)
                } else if let text = cell as? String {
                    values.append(WrittenCell(Substring(text)) ?? .unreadable(text))
                } else {
                    throw expected(ExpectedWords.cells)
                }
            }
            cells.append(values)
        }
        return Grid(cells: cells)
    }

    private static func expected(_ what: Localized) -> GradingError {
        GradingError(WordsJudge.expected(what))
    }
}
