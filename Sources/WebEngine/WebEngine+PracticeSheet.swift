import BatchModel
import BatchParsing
import DiffEngine
import Practice
import Storyboard
import TextIntake
import Wire

extension WebEngine {
    /// The FORMAT of an answer sheet, read as `diffstep check` reads it (never the answer):
    /// `{"ok": the grader reads it as it is, "messages": [what to fix or what was read],
    /// "unreadable": ["'x1' (1, 2)", ...], "blanks", "rows"}`.
    /// - Parameters:
    ///   - kind: the exercise kind (distance, table, alignment, batch, predict-crash, snapshot).
    ///   - text: the sheet as written so far.
    ///   - source, target, unit: for `table`, the texts whose table the sheet fills.
    ///   - language: ko or en.
    /// - Complexity: O(n) in the sheet's length.
    public static func sheet(
        kind: String, text: String, source: String, target: String, unit: String, language: String
    ) -> String {
        respond(language) { language throws(WebEngineError) -> JSON in
            let kind = try option(SheetKind.self, kind, name: "kind")
            guard text.utf8.count <= Limits.bytesPerSubmission else {
                throw WebEngineError(EngineWords.answerTooLong(kibibytes: Limits.bytesPerSubmission / 1024))
            }
            let blank = text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
            if blank { return result(ok: false, [SheetWords.empty[language]]) }
            switch EnginePart.answering(kind.rawValue) ?? .text {
            case .text:
                #if ENGINE_PART && !ENGINE_PART_TEXT
                    throw WebEngineError.notBuilt(kind.rawValue)
                #else
                    return try textSheet(kind, text, source: source, target: target, unit: unit, language)
                #endif
            case .batch:
                #if ENGINE_PART && !ENGINE_PART_BATCH
                    throw WebEngineError.notBuilt(kind.rawValue)
                #else
                    return batchSheet(kind, text, language)
                #endif
            case .snapshot:
                // A snapshot script's format is read by the grader alone.
                #if ENGINE_PART && !ENGINE_PART_SNAPSHOT
                    throw WebEngineError.notBuilt(kind.rawValue)
                #else
                    return result(ok: true, [SheetWords.written[language]])
                #endif
            case .explain, .grade, .gradeBatch:
                // No exercise is answered with a crash text or named grade; `option` refused such
                // a kind above.
                throw WebEngineError.notBuilt(kind.rawValue)
            }
        }
    }

    #if !ENGINE_PART || ENGINE_PART_TEXT
        /// A table, distance, alignment or predict-crash sheet: a table is read cell by cell, a
        /// distance must be one number, an alignment and a prediction are read by the grader alone.
        private static func textSheet(
            _ kind: SheetKind, _ text: String, source: String, target: String, unit: String, _ language: Language
        ) throws(WebEngineError) -> JSON {
            switch kind {
            case .table:
                let unit = try option(TokenUnit.self, unit, name: "unit")
                return table(
                    text, rows: unit.tokens(of: source).count + 1, columns: unit.tokens(of: target).count + 1,
                    language)
            case .distance:
                let number = CellReader.withoutComment(Substring(text))
                let trimmed = Substring(number).filter { $0 != " " && $0 != "\n" && $0 != "\t" }
                guard case .number = CellReader.cell(Substring(trimmed)) else {
                    return result(ok: false, [SheetWords.notANumber[language]])
                }
            case .alignment:
                return alignment(text, language)
            default:
                break
            }
            return result(ok: true, [SheetWords.written[language]])
        }
    #endif

    #if !ENGINE_PART || ENGINE_PART_BATCH
        /// A batch sheet: the calls must parse as the checker parses them.
        private static func batchSheet(_ kind: SheetKind, _ text: String, _ language: Language) -> JSON {
            do throws(BatchError) {
                _ = try CallParser.parse(text)
            } catch {
                return result(ok: false, [words(error, file: "answer")[language]])
            }
            return result(ok: true, [SheetWords.written[language]])
        }
    #endif

    /// The exercise kinds, as the front matter names them.
    enum SheetKind: String, CaseIterable {
        case table, distance, alignment, batch
        case predictCrash = "predict-crash"
        case snapshot
    }

    private static func table(_ text: String, rows: Int, columns: Int, _ language: Language) -> JSON {
        let read: [SheetReader.Row]
        do throws(SheetProblem) {
            read = try SheetReader.table(text, rows: rows, columns: columns, complete: false)
        } catch {
            let line = SheetWords.line(of: error).map { EngineWords.line($0, in: language) } ?? ""
            return result(ok: false, [line + SheetWords.problem(error)[language]])
        }
        var unreadable: [String] = []
        var blanks = 0
        for (row, cells) in read.enumerated() {
            for (column, token) in cells.tokens.enumerated() {
                switch CellReader.cell(token) {
                case nil: unreadable.append("'\(token)' (\(row), \(column))")
                case .blank: blanks += 1
                default: break
                }
            }
        }
        var messages: [String] = []
        if read.count < rows { messages.append(SheetWords.rowsSoFar(read.count, of: rows)[language]) }
        if !unreadable.isEmpty { messages.append(SheetWords.unreadable(unreadable)[language]) }
        if messages.isEmpty {
            messages.append(SheetWords.readable(rows: rows, columns: columns, blanks: blanks)[language])
        }
        return result(
            ok: read.count == rows && unreadable.isEmpty, messages,
            extra: [
                ("rows", .int(read.count)), ("blanks", .int(blanks)), ("unreadable", strings(unreadable)),
            ])
    }

    /// An alignment sheet: every line a step as the grader reads it, the first that is not named.
    private static func alignment(_ text: String, _ language: Language) -> JSON {
        var steps = 0
        for (number, line) in Intake.lines(text).enumerated() {
            do throws(AlignmentLineProblem) {
                // Full-width letters read as ASCII, as the grader folds them; `insert G, keep A`
                // on one line is two steps.
                for piece in AlignmentLine.pieces(Substring(CellReader.folded(line))) {
                    if try AlignmentLine.read(piece) != nil { steps += 1 }
                }
            } catch {
                let place = EngineWords.line(number + 1, in: language)
                return result(ok: false, [place + SheetWords.problem(error)[language]])
            }
        }
        guard steps > 0 else { return result(ok: false, [SheetWords.empty[language]]) }
        return result(ok: true, [SheetWords.steps(steps)[language]])
    }

    private static func result(ok: Bool, _ messages: [String], extra: [(String, JSON)] = []) -> JSON {
        .object(
            ([("ok", JSON.bool(ok)), ("messages", strings(messages))] + extra).map { JSON.Member($0.0, $0.1) })
    }
}
