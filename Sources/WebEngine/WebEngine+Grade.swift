import DiffEngine
import Judging
import Storyboard
import TextIntake
import Wire

#if !ENGINE_PART || ENGINE_PART_GRADE
    extension WebEngine {
        /// An answer sheet on two words graded by the grader's own rules (Judging's
        /// ``WordsJudge``, the code `diffstep check` grades with): the score, each item's
        /// score and feedback, the reading note; never the instructor's key.
        ///
        /// `{"score": "7.5", "maxScore": "10", "problem": null or why nothing was read,
        /// "note": null or what the lenient reader made of the sheet, "items": [{"id", "name",
        /// "score", "maxScore", "passed", "feedback"}]}`.
        /// - Parameters:
        ///   - kind: distance, table or alignment.
        ///   - text: the sheet as written.
        ///   - source, target: the exercise's words (its public variant).
        ///   - items: the graded items and weights, `cells:3,exact:1`.
        ///   - points: the exercise's points in hundredths (`1000` for 10).
        ///   - longerCredit: the percent a valid but longer script earns.
        ///   - language: ko or en.
        /// - Complexity: O(rows × columns) for a table (the trace and the judge), O(n) to read.
        public static func grade(
            kind: String, text: String, source: String, target: String, items: String, points: String,
            longerCredit: String, language: String
        ) -> String {
            respond(language) { language throws(WebEngineError) -> JSON in
                let kind = try option(WordsJudge.Kind.self, kind, name: "kind")
                guard text.utf8.count <= Limits.bytesPerSubmission else {
                    throw WebEngineError(
                        Localized(
                            ko: "답안이 \(Limits.bytesPerSubmission / 1024) KiB를 넘습니다",
                            en: "the answer is over \(Limits.bytesPerSubmission / 1024) KiB"))
                }
                let weighted = try weightedItems(items)
                guard let hundredths = Int(points), hundredths > 0, let longer = Int(longerCredit) else {
                    throw WebEngineError(.same("points \(points), longer credit \(longerCredit)"))
                }
                let total = Score(hundredths: hundredths)
                let judge: WordsJudge
                do throws(JudgingError) {
                    judge = try WordsJudge(kind: kind, source: source, target: target, longerCreditPercent: longer)
                } catch {
                    throw WebEngineError(error.message)
                }
                let text = Intake.text(text)
                if Substring(text).trimmed.hasPrefix("{") { throw WebEngineError(SelfGradeWords.json) }
                var judgements: [Judgement] = []
                var problem: Localized? = nil
                var note: Localized? = nil
                do throws(JudgingError) {
                    let reading = try judge.read(text)
                    if case .table(let grid) = reading { note = grid.note }
                    judgements = judge.judge(reading)
                } catch {
                    problem = error.message
                }
                let results = WeightedItem.results(judgements, items: weighted, points: total)
                return .members([
                    "score": .string(results.map { $0.score }.total().description),
                    "maxScore": .string(total.description),
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
