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
            "counts": .object(StudentResult.Status.allCases.map { .init($0.rawValue, .int(counts[$0] ?? 0)) }),
            "results": .array(results.map(studentJSON)),
            "notes": .array(notes.map { .string(Report.words($0)[language]) }),
        ]).serialized() + "\n"
    }

    private func studentJSON(_ result: StudentResult) -> JSON {
        .members([
            "student": .string(result.student),
            "name": .string(result.name),
            "file": .optional(result.file.isEmpty ? nil : result.file),
            "score": result.score.json,
            "max_score": result.maxScore.json,
            "read": .bool(result.wasRead),
            "status": .string(result.status.rawValue),
            "problem": .optional(result.problem?.message[language]),
            "graded_against": .optional(result.variantOf),
            "inputs": .string(result.inputs),
            "reading_note": .optional(result.readingNote?[language]),
            "late": .optional(lateWords(result)?[language]),
            "words_mismatch": .optional(result.wordsMismatch.map { IdentityWords.mismatchForInstructor($0)[language] }),
            "items": .array(
                result.items.map { item in
                    .members([
                        "id": .string(item.id),
                        "name": .string(item.name[language]),
                        "score": item.score.json,
                        "max_score": item.maxScore.json,
                        "feedback": .string(item.feedback[language]),
                        "key": .optional(item.keyNote?[language]),
                        "visibility": .string(item.visibility.rawValue),
                    ])
                }),
        ])
    }
}

extension Score {
    /// The score as a JSON number: `7.5`, `10`, `3.33` (hundredths read back exactly).
    var json: JSON { .number(Double(hundredths) / 100) }
}
