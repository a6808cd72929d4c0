import Render

extension Report {
    /// The report as JSON: the exercise, then one object per student with per-item scores
    /// and feedback. Keys come in this order; scores are numbers (`7.5`).
    public func json() -> String {
        ReportValue.object([
            ("exercise", .object([
                ("id", .string(exercise.id)),
                ("kind", .string(exercise.kind.rawValue)),
                ("title", .string(exercise.title[language])),
                ("points", .score(exercise.points)),
                ("language", .string(language.rawValue)),
            ])),
            ("every_submission_read", .json(.bool(everySubmissionRead))),
            ("results", .array(results.map(studentJSON))),
        ]).serialized()
    }

    private func studentJSON(_ result: StudentResult) -> ReportValue {
        .object([
            ("student", .string(result.student)),
            ("score", .score(result.score)),
            ("max_score", .score(result.maxScore)),
            ("read", .json(.bool(result.wasRead))),
            ("problem", .json(.optional(result.problem?.message[language]))),
            ("items", .array(result.items.map { item in
                .object([
                    ("id", .string(item.id)),
                    ("name", .string(item.name[language])),
                    ("score", .score(item.score)),
                    ("max_score", .score(item.maxScore)),
                    ("feedback", .string(item.feedback[language])),
                ])
            })),
        ])
    }

    /// Gradescope's autograder `results.json`: total score, one test per item.
    ///
    /// Gradescope runs one submission at a time; given several, each test name starts with
    /// the student id and the score is the sum.
    public func gradescope() -> String {
        let prefix = results.count > 1
        let tests: [ReportValue] = results.flatMap { result in
            result.items.map { item in
                ReportValue.object([
                    ("name", .string((prefix ? result.student + ": " : "") + item.name[language])),
                    ("score", .score(item.score)),
                    ("max_score", .score(item.maxScore)),
                    ("output", .string(item.feedback[language])),
                    ("visibility", .string("visible")),
                ])
            }
        }
        return ReportValue.object([
            ("score", .score(results.map(\.score).total())),
            ("output", .string(exercise.title[language])),
            ("visibility", .string("visible")),
            ("stdout_visibility", .string("hidden")),
            ("tests", .array(tests)),
        ]).serialized()
    }
}
