import Render

extension Report {
    /// The report as JSON: the exercise, then one object per student with per-item scores
    /// and feedback. Keys come in this order; scores are numbers (`7.5`).
    public func json() -> String {
        JSON.members([
            "exercise": .members([
                "id": .string(exercise.id),
                "kind": .string(exercise.kind.rawValue),
                "title": .string(exercise.title[language]),
                "points": exercise.points.json,
                "language": .string(language.rawValue),
            ]),
            "every_submission_read": .bool(everySubmissionRead),
            "results": .array(results.map(studentJSON)),
        ]).serialized() + "\n"
    }

    private func studentJSON(_ result: StudentResult) -> JSON {
        .members([
            "student": .string(result.student),
            "score": result.score.json,
            "max_score": result.maxScore.json,
            "read": .bool(result.wasRead),
            "problem": .optional(result.problem?.message[language]),
            "items": .array(
                result.items.map { item in
                    .members([
                        "id": .string(item.id),
                        "name": .string(item.name[language]),
                        "score": item.score.json,
                        "max_score": item.maxScore.json,
                        "feedback": .string(item.feedback[language]),
                    ])
                }),
        ])
    }

    /// Gradescope's autograder `results.json`: total score, one test per item.
    ///
    /// Gradescope runs one submission at a time; given several, each test name starts with
    /// the student id and the score is the sum. Why a submission could not be read is said
    /// once, in the top-level `output` after the title (prefixed by the student id when there
    /// are several); its tests score zero with empty output.
    public func gradescope() -> String {
        let prefix = results.count > 1
        let tests: [JSON] = results.flatMap { result in
            result.items.map { item in
                JSON.members([
                    "name": .string((prefix ? result.student + ": " : "") + item.name[language]),
                    "score": item.score.json,
                    "max_score": item.maxScore.json,
                    "output": .string(item.feedback[language]),
                    "visibility": "visible",
                ])
            }
        }
        return JSON.members([
            "score": results.map(\.score).total().json,
            "output": .string(([exercise.title[language]] + problems(prefixed: prefix)).joined(separator: "\n\n")),
            "visibility": "visible",
            "stdout_visibility": "hidden",
            "tests": .array(tests),
        ]).serialized() + "\n"
    }

    /// Why each unreadable submission could not be read, in order, one entry per student.
    private func problems(prefixed: Bool) -> [String] {
        results.compactMap { result in
            result.problem.map { (prefixed ? result.student + ": " : "") + $0.message[language] }
        }
    }
}

extension Score {
    /// The score as a JSON number: `7.5`, `10`, `3.33` (hundredths read back exactly).
    var json: JSON { .number(Double(hundredths) / 100) }
}
