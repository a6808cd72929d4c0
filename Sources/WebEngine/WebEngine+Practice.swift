import BatchModel
import BatchSimulation
import DiffEngine
import Practice
import Storyboard
import TextIntake
import Wire

extension WebEngine {
    // Not in the snapshot part, which answers no practice kind.
    #if !ENGINE_PART || ENGINE_PART_TEXT || ENGINE_PART_BATCH
        /// A practice question drawn from the grader's generators (`PracticeProblem/draw(_:seed:words:tieBreak:)`).
        ///
        /// Table questions: `{"kind", "seed", "question", "source", "target" (tokens), "row",
        /// "column", "costs" (the table as the page shows it: for `cell` filled in row order up to
        /// the question's cell, which is null, as are the cells after it; for `operation` whole),
        /// "path" (for `operation`: the path's cells from the corner back to the question's cell),
        /// "check"}`. Batch questions: `{"kind", "seed", "question", "old", "new", "calls",
        /// "choices", "check"}`. `check` is the argument list to give `practiceCheck` before
        /// the answer. The answer itself is not in the problem.
        /// - Parameters:
        ///   - kind: cell, operation or crash.
        ///   - seed: any text; a decimal number is the seed itself, other text is hashed (FNV-1a).
        ///   - source, target: for table questions, the learner's own texts; both empty to draw words.
        ///   - unit: how the texts split into tokens (grapheme when empty).
        ///   - tieBreak: the path's tie-break (deepdiff when empty).
        ///   - language: ko or en.
        public static func practice(
            kind: String, seed: String, source: String, target: String, unit: String, tieBreak: String, language: String
        ) -> String {
            respond(language) { language throws(WebEngineError) -> JSON in
                let kind = try option(PracticeKind.self, kind, name: "kind")
                let unit = try option(TokenUnit.self, unit, name: "unit")
                let tieBreak = try option(TieBreak.self, tieBreak, name: "tie-break")
                let number = UInt64(seed) ?? StableRandom.fnv1a(Array(seed.utf8))
                let members: [(String, JSON)]
                if kind == .crash {
                    // A crash question draws its own data and calls: source and target are not read.
                    #if ENGINE_PART && !ENGINE_PART_BATCH
                        throw WebEngineError.notBuilt(kind.rawValue)
                    #else
                        members = batchMembers(PracticeProblem.drawBatch(seed: number), language)
                    #endif
                } else {
                    #if ENGINE_PART && !ENGINE_PART_TEXT
                        throw WebEngineError.notBuilt(kind.rawValue)
                    #else
                        let own =
                            source.isEmpty && target.isEmpty ? nil : (unit.tokens(of: source), unit.tokens(of: target))
                        if let own {
                            try checkSize(own.0, own.1)
                            if own.0.isEmpty || own.1.isEmpty { throw WebEngineError(PracticeWords.needsTokens) }
                        }
                        let problem = PracticeProblem.drawTable(kind, seed: number, words: own, tieBreak: tieBreak)
                        guard let table = tableMembers(problem, unit: unit) else { return .null }
                        members = [("question", .string(PracticeWords.question(problem)[language]))] + table
                    #endif
                }
                return .object(
                    ([("kind", .string(kind.rawValue)), ("seed", .string(String(number)))] + members).map {
                        JSON.Member($0.0, $0.1)
                    })
            }
        }
    #endif

    #if !ENGINE_PART || ENGINE_PART_TEXT
        /// A table problem's members after its question: the table and the `check` list.
        private static func tableMembers(_ problem: PracticeProblem, unit: TokenUnit) -> [(String, JSON)]? {
            guard case .table(let kind, let source, let target, let row, let column, let tieBreak) = problem,
                let trace = try? Trace(source: source, target: target, tieBreak: tieBreak)
            else { return nil }
            return tableMembers(kind, trace, row: row, column: column) + [
                (
                    "check",
                    strings([
                        kind.rawValue, join(source, unit), join(target, unit), unit.rawValue, tieBreak.rawValue,
                        String(row), String(column),
                    ])
                )
            ]
        }
    #endif

    #if !ENGINE_PART || ENGINE_PART_BATCH
        /// A batch problem's members: its question, the lists, the calls, the choices, the `check` list.
        private static func batchMembers(_ problem: PracticeProblem, _ language: Language) -> [(String, JSON)] {
            guard case .batch(let old, let new, let calls, let choices) = problem else { return [] }
            return [
                ("question", .string(PracticeWords.question(problem)[language])), ("old", strings(old)),
                ("new", strings(new)), ("calls", .string(calls)), ("choices", strings(choices)),
                (
                    "check",
                    strings([
                        PracticeKind.crash.rawValue, old.joined(separator: " "), new.joined(separator: " "), calls, "",
                        "", "",
                    ])
                ),
            ]
        }
    #endif

    // Not in the snapshot part, which answers no practice kind.
    #if !ENGINE_PART || ENGINE_PART_TEXT || ENGINE_PART_BATCH
        /// Checks a practice answer: `{"result": right|wrong|shown|unreadable, "text": the
        /// verdict with its reason, "answer": the right value, operation or message}`; table
        /// answers add "slip" (a known wrong rule) when one fits.
        /// - Parameters:
        ///   - kind: cell, operation or crash.
        ///   - a, b, c, d, e, f: the problem as its `check` list gives it: source, target, unit,
        ///     tie-break, row, column; or old, new, calls and three empty strings.
        ///   - answer: what the learner answered; empty asks for the answer.
        ///   - language: ko or en.
        public static func practiceCheck(
            kind: String, _ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String, answer: String,
            language: String
        ) -> String {
            respond(language) { language throws(WebEngineError) -> JSON in
                let kind = try option(PracticeKind.self, kind, name: "kind")
                if kind == .crash {
                    #if ENGINE_PART && !ENGINE_PART_BATCH
                        throw WebEngineError.notBuilt(kind.rawValue)
                    #else
                        return try crashVerdict(old: a, new: b, calls: c, answer: answer, language)
                    #endif
                }
                #if ENGINE_PART && !ENGINE_PART_TEXT
                    throw WebEngineError.notBuilt(kind.rawValue)
                #else
                    return try tableVerdict(kind, a, b, c, d, e, f, answer: answer, language)
                #endif
            }
        }
    #endif

    #if !ENGINE_PART || ENGINE_PART_BATCH
        /// A crash answer judged: the verdict, its reason and UIKit's message.
        private static func crashVerdict(
            old a: String, new b: String, calls c: String, answer: String, _ language: Language
        )
            throws(WebEngineError) -> JSON
        {
            let old = try items(a, name: "old")
            let new = try items(b, name: "new")
            let verdict = try batchError(file: "calls") { () throws(BatchError) -> BatchVerdict in
                try BatchCheck.check(old: old, new: new, calls: c, answer: answer)
            }
            return .members([
                "result": .string(verdict.result.rawValue),
                "text": .string(PracticeWords.verdict(verdict)[language]),
                "answer": .string(verdict.raised?.message ?? BatchCheck.none),
            ])
        }

        /// A list of distinct items written `a b c`.
        private static func items(_ text: String, name: String) throws(WebEngineError) -> [String] {
            let contents = try batchError(file: name) { () throws(BatchError) -> Contents in try Contents(parsing: text)
            }
            return contents.sections.first?.items.map { $0.id } ?? []
        }
    #endif

    #if !ENGINE_PART || ENGINE_PART_TEXT
        /// A table answer judged: the verdict with the arithmetic, the right value or operation.
        private static func tableVerdict(
            _ kind: PracticeKind, _ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String,
            answer: String, _ language: Language
        ) throws(WebEngineError) -> JSON {
            let unit = try option(TokenUnit.self, c, name: "unit")
            let tieBreak = try option(TieBreak.self, d, name: "tie-break")
            let (source, target) = (unit.tokens(of: a), unit.tokens(of: b))
            try checkSize(source, target)
            let verdict: TableVerdict?
            do throws(DiffEngineError) {
                verdict = try TableCheck.check(
                    kind, source: source, target: target, row: Int(e) ?? -1, column: Int(f) ?? -1, tieBreak: tieBreak,
                    answer: answer, maximumCells: Limits.steppedCells)
            } catch {
                throw WebEngineError(PracticeWords.needsTokens)
            }
            guard let verdict else { throw WebEngineError(PracticeWords.noSuchCell) }
            let facts = verdict.facts
            var members: [(String, JSON)] = [
                ("result", .string(verdict.result.rawValue)),
                ("text", .string(PracticeWords.verdict(verdict, kind: kind)[language])),
                ("answer", kind == .operation ? .string(facts.chosen.description) : .int(facts.value)),
            ]
            if let slip = verdict.slip { members.append(("slip", .string(slip.rawValue))) }
            return .object(members.map { JSON.Member($0.0, $0.1) })
        }
    #endif

    /// The costs, and for `operation` the path, a table question shows.
    private static func tableMembers(_ kind: PracticeKind, _ trace: Trace<String>, row: Int, column: Int)
        -> [(String, JSON)]
    {
        let costs = JSON.array(
            (0..<trace.rows).map { r in
                .array(
                    (0..<trace.columns).map { c in
                        let shown = kind == .operation || r == 0 || c == 0 || r < row || (r == row && c < column)
                        return shown ? .int(trace.cost(row: r, column: c)) : .null
                    })
            })
        var members: [(String, JSON)] = [
            ("source", strings(trace.source)), ("target", strings(trace.target)), ("row", .int(row)),
            ("column", .int(column)), ("costs", costs),
        ]
        if kind == .operation {
            let walked = trace.path.filter { $0.row > row || ($0.row == row && $0.column >= column) }
            members.append(("path", .array(walked.map { .array([.int($0.row), .int($0.column)]) })))
        }
        return members
    }

    /// The tokens written back as text the unit splits the same way again.
    private static func join(_ tokens: [String], _ unit: TokenUnit) -> String {
        switch unit {
        case .word: tokens.joined(separator: " ")
        case .line: tokens.joined(separator: "\n")
        case .item: tokens.joined(separator: ", ")
        case .grapheme, .scalar, .jamo: tokens.joined()
        }
    }

    static func strings(_ list: [String]) -> JSON { .array(list.map { JSON.string($0) }) }

    /// Refuses tables past the stepper's limit, as the CLI does.
    private static func checkSize(_ source: [String], _ target: [String]) throws(WebEngineError) {
        let (cells, overflow) = (source.count + 1).multipliedReportingOverflow(by: target.count + 1)
        if overflow || cells > Limits.steppedCells {
            throw WebEngineError(
                DiffEngineErrorWords.localized(
                    .tableTooLarge(rows: source.count + 1, columns: target.count + 1, limit: Limits.steppedCells),
                    table: TableName.table, wayOut: EngineWords.tryShorterTexts, flag: nil))
        }
    }
}
