import Foundation
import Testing

@testable import Grading

/// No student-visible output (Gradescope, PrairieLearn) contains the answer key, per kind.
@Suite struct KeyVisibilityTests {
    static func exercise(_ name: String) throws -> Exercise {
        try Fixtures.exercise(named: name)
    }

    static func visible(_ exercise: Exercise, _ text: String) -> [String] {
        let result = Grader(exercise: exercise).grade(Submission(student: "kim", text: text))
        let report = Report(exercise: exercise, results: [result])
        return [report.gradescope(), report.prairieLearn()]
    }

    @Test(
        "a wrong answer gets the reason and the rule, never the right answer",
        arguments: [
            // (exercise, wrong answer, strings of the key that must not appear)
            ("kit-kat-distance.md", "3", ["is 1", "distance: 1"]),
            ("kit-kat-table.md", "0 1 2 3\n1 1 2 3\n2 2 2 3\n3 3 3 2\n", ["distance is 1", "distance: 1", "= 0"]),
            (
                "auery-garuey-alignment.md",
                "delete a\ndelete u\ndelete e\ndelete r\ndelete y\ninsert g\ninsert a\ninsert r\ninsert u\ninsert e\ninsert y",
                ["edit distance is"]
            ),
            ("example6-crash.md", "none", ["Invalid update", "invalid number"]),
            ("wifi-snapshot.md", "delete 1:2", ["move 1:3 1:1", "Missing: "]),
        ])
    func noKey(file: String, answer: String, forbidden: [String]) throws {
        let exercise = try Self.exercise(file)
        let result = Grader(exercise: exercise).grade(Submission(student: "kim", text: answer))
        #expect(result.score < result.maxScore, "\(file) should be wrong")
        for output in Self.visible(exercise, answer) {
            for key in forbidden { #expect(!output.contains(key), "\(file): \(key)") }
            for item in result.items {
                if let note = item.keyNote?[exercise.language] { #expect(!output.contains(note), "\(file)") }
            }
        }
    }

    @Test("item visibility from the front matter reaches Gradescope's tests")
    func visibility() throws {
        let exercise = try Fixtures.exercise(
            kind: "table", inputs: "{ source: kit, target: kat }", extra: "visibility: { exact: after_due_date }")
        let json = Report(exercise: exercise, results: [Fixtures.grade(exercise, TableGradingTests.right)]).gradescope()
        #expect(json.contains("\"visibility\": \"after_due_date\""))
        #expect(json.contains("\"visibility\": \"visible\""))
        #expect(throws: GradingError.self) {
            try Fixtures.exercise(kind: "table", inputs: "{ source: a, target: b }", extra: "visibility: secret")
        }
    }

    @Test("a late submission keeps the percent the policy leaves, by the LMS's submission time")
    func latePolicy() throws {
        let exercise = try Fixtures.exercise(
            kind: "distance", inputs: "{ source: kit, target: kat }",
            extra: "due: 2025-04-01T23:59:00+09:00\nlate-penalty: 20")
        let late = try #require(exercise.late)
        let onTime = try #require(LatePolicy.date("2025-04-01T23:00:00.123456+09:00"))
        let twoDays = try #require(LatePolicy.date("2025-04-03T10:00:00+09:00"))
        #expect(late.keptPercent(submittedAt: onTime) == 100)
        #expect(late.daysLate(twoDays) == 2 && late.keptPercent(submittedAt: twoDays) == 60)
        var result = Fixtures.grade(exercise, "1")
        result.keptPercent = late.keptPercent(submittedAt: twoDays)
        #expect(result.score == Score(points: 6))
    }

    @Test("variants are keyed by the course secret: the same per secret, different with another")
    func keyedVariants() throws {
        var exercise = try Self.exercise("random-table.md")
        let publicSeed = exercise.variant(for: "kim")
        exercise.secret = CourseSecret(text: "a-course-secret-of-length")
        let first = exercise.variant(for: "kim")
        #expect(first == exercise.variant(for: " KIM "))
        #expect(first != publicSeed)
        exercise.secret = CourseSecret(text: "another-secret-of-length")
        #expect(exercise.variant(for: "kim") != first)
        #expect(CourseSecret(text: "short") == nil)
    }
}

@Suite struct FairVariantTests {
    @Test("inputs.distance makes every student's words equally hard: same distance, same table size")
    func balancedWords() throws {
        var exercise = try KeyVisibilityTests.exercise("random-table.md")
        exercise.secret = CourseSecret(text: "a-course-secret-of-length")
        let figures = Set((0..<40).map { exercise.difficulty(of: exercise.variant(for: "student\($0)")).en })
        #expect(figures == ["distance 5, table 10x10"])
    }

    @Test("edits: N gives N real changes to every student (edits that cancel are drawn again)")
    func balancedEdits() throws {
        let exercise = try Fixtures.exercise(
            kind: "batch", inputs: "{ old: { count: 6, pool: \"a b c d e f g h i j\" }, new: { edits: 3 } }")
        for student in (0..<40).map({ "s\($0)" }) {
            guard case .items(let old, let new, _) = exercise.variant(for: student) else {
                Issue.record("not items")
                return
            }
            #expect(ListChange(old: old, new: new).total == 3, "\(student): \(old) -> \(new)")
        }
    }
}
