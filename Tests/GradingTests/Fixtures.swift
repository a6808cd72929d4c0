import TestSupport

@testable import Grading

/// Small exercises written inline, so each test shows the front matter it depends on.
enum Fixtures {
    /// The package's root folder.
    static let repository = ExpectedOutput.packageRoot().path

    /// An exercise of `Exercises/`, read here (Grading reads no files) with its `file:` includes.
    static func exercise(named name: String) throws -> Exercise {
        let folder = repository + "/Exercises/"
        return try Exercise(text: ExpectedOutput.text(at: folder + name), file: name) { relative, _ in
            ExpectedOutput.text(at: folder + relative)
        }
    }

    static func exercise(kind: String, inputs: String, extra: String = "") throws -> Exercise {
        try Exercise(
            text: """
                ---
                id: sample-\(kind)
                kind: \(kind)
                points: 10
                language: en
                title: { ko: "연습", en: "Practice" }
                inputs: \(inputs)
                \(extra)
                ---
                Body.
                """,
            file: "sample.md")
    }

    static var kitKat: Exercise {
        get throws { try exercise(kind: "table", inputs: "{ source: kit, target: kat }") }
    }

    static func grade(_ exercise: Exercise, _ text: String, student: String = "s1") -> StudentResult {
        Grader(exercise: exercise).grade(Submission(student: student, text: text))
    }
}
