import BatchModel
import DiffEngine
import Judging
import Practice
import Storyboard
import TextIntake
import Wire

#if !ENGINE_PART || ENGINE_PART_GRADE || ENGINE_PART_GRADEBATCH
    extension WebEngine {
        /// An answer sheet graded by the grader's own rules (Judging's `VariantJudge`, the
        /// code `diffstep check` grades with, for every exercise kind): the score, each item's
        /// score and feedback, the reading note; never the instructor's key. In the
        /// WebAssembly build the grade part (export `grade`) grades answers on two words and
        /// the gradebatch part (export `grade_batch`) those the simulators judge; each refuses
        /// the other's kinds. Natively one function grades every kind.
        ///
        /// `{"score": "7.5", "maxScore": "10", "problem": null or why nothing was read,
        /// "note": null or what the lenient reader made of the sheet, "items": [{"id", "name",
        /// "score", "maxScore", "passed", "feedback"}]}`.
        /// - Parameters:
        ///   - kind: an exercise kind (distance, table, alignment, batch, predict-crash, snapshot).
        ///   - text: the sheet as written.
        ///   - source, target: a words exercise's words (its public variant).
        ///   - old, new: a batch or predict-crash exercise's items, one a line.
        ///   - batch: a predict-crash exercise's batch.
        ///   - script, ios: a snapshot exercise's script and iOS release (as `--ios`).
        ///   - items: the graded items and weights, `cells:3,exact:1`.
        ///   - points: the exercise's points in hundredths (`1000` for 10).
        ///   - longerCredit: the percent a valid but longer script earns.
        ///   - language: ko or en.
        /// - Complexity: O(rows × columns) for a table (the trace and the judge), the
        ///   simulator's for a batch or snapshot, O(n) to read.
        public static func grade(
            kind: String, text: String, source: String, target: String, old: String, new: String, batch: String,
            script: String, ios: String, items: String, points: String, longerCredit: String, language: String
        ) -> String {
            respond(language) { language throws(WebEngineError) -> JSON in
                let kind = try option(ExerciseKind.self, kind, name: "kind")
                #if ENGINE_PART_GRADE
                    guard kind.usesWords else { throw WebEngineError.notBuilt(kind.rawValue) }
                #elseif ENGINE_PART_GRADEBATCH
                    guard !kind.usesWords else { throw WebEngineError.notBuilt(kind.rawValue) }
                #endif
                guard text.utf8.count <= Limits.bytesPerSubmission else {
                    throw WebEngineError(EngineWords.answerTooLong(kibibytes: Limits.bytesPerSubmission / 1024))
                }
                let weighted = try weightedItems(items)
                guard let hundredths = Int(points), hundredths > 0, let longer = Int(longerCredit) else {
                    throw WebEngineError(.same("points \(points), longer credit \(longerCredit)"))
                }
                let variant: Variant
                switch kind {
                case .distance, .table, .alignment: variant = .words(source: source, target: target)
                case .batch, .predictCrash: variant = .items(old: lines(old), new: lines(new), batch: batch)
                case .snapshot: variant = .snapshot(script: script, release: UIKitRelease(try release(ios) ?? .current))
                }
                let judge = VariantJudge(kind: kind, variant: variant, longerCreditPercent: longer)
                let text = Intake.text(text)
                if Substring(text).trimmed.hasPrefix("{") { throw WebEngineError(SelfGradeWords.json) }
                var judgements: [Judgement] = []
                var problem: Localized? = nil
                var note: Localized? = nil
                do throws(JudgingError) {
                    // Each part links only its own judges (VariantJudge.read and .judge, split).
                    if kind.usesWords {
                        #if !ENGINE_PART || ENGINE_PART_GRADE
                            let answer = try judge.readOnWords(text)
                            if case .table(let grid) = answer { note = grid.note }
                            judgements = try judge.judgeOnWords(answer)
                        #endif
                    } else {
                        #if !ENGINE_PART || ENGINE_PART_GRADEBATCH
                            judgements = try judge.judgeOnSimulator(Answer.onItems(text, kind: kind))
                        #endif
                    }
                } catch {
                    problem = error.message
                }
                let results = WeightedItem.results(judgements, items: weighted, points: Score(hundredths: hundredths))
                return .members([
                    "score": .string(results.map { $0.score }.total().description),
                    "maxScore": .string(Score(hundredths: hundredths).description),
                    "problem": problem.map { .string($0[language]) } ?? .null,
                    "note": note.map { .string($0[language]) } ?? .null,
                    "items": .array(
                        results.map { item in
                            .members([
                                "id": .string(item.id), "name": .string(item.name[language]),
                                "score": .string(item.score.description),
                                "maxScore": .string(item.maxScore.description), "passed": .bool(item.passed),
                                "feedback": .string(item.feedback[language]),
                            ])
                        }),
                ])
            }
        }

        /// A list of items, one a line (an item may hold spaces; blank lines are no items).
        private static func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: true).map { String($0) }
        }

        /// `cells:3,exact:1` as items and weights.
        private static func weightedItems(_ text: String) throws(WebEngineError) -> [WeightedItem] {
            var items: [WeightedItem] = []
            for pair in text.split(separator: ",") {
                let parts = pair.split(separator: ":")
                guard parts.count == 2, let weight = Int(parts[1]), weight > 0 else {
                    throw WebEngineError(.same("items \(text)"))
                }
                items.append(WeightedItem(id: String(parts[0]), weight: weight))
            }
            guard !items.isEmpty else { throw WebEngineError(.same("items \(text)")) }
            return items
        }
    }
#endif
