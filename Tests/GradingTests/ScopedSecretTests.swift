import PropertyBased
import Testing

@testable import Grading

/// An autograder package carries one exercise's key: the same variants, no other exercise.
@Suite struct ScopedSecretTests {
    static let secret = CourseSecret(text: "a-course-secret-for-tests-0123")

    @Test("a scoped key draws exactly the variants the course secret draws, for its exercise only")
    func sameVariants() async throws {
        let course = try #require(Self.secret)
        var exercise = try Fixtures.exercise(
            kind: "table", inputs: "{ source: { length: 6, alphabet: ACGT }, target: { length: 6, alphabet: ACGT } }")
        let scoped = try #require(CourseSecret(text: course.scoped(to: exercise.id).scopedFile))
        #expect(scoped.scope == exercise.id && scoped.keys(exercise.id) && !scoped.keys("another-exercise"))
        #expect(!scoped.scopedFile.contains("a-course-secret"))
        #expect(scoped.bytes != course.bytes && scoped.bytes.count == 32)
        await propertyCheck(count: 100, input: Gen.int(in: 0...999_999)) { number in
            let student = String(number)
            exercise.secret = course
            let handout = exercise.variant(for: student)
            exercise.secret = scoped
            #expect(exercise.variant(for: student) == handout, "\(student)")
        }
        // Another exercise's key from the same course is another key.
        #expect(course.scoped(to: "another-exercise").bytes != scoped.bytes)
    }

    @Test("a malformed scoped key file is refused, not read as a course secret")
    func malformed() {
        #expect(CourseSecret(text: "diffstep-exercise-key:x:abcd") == nil)
        #expect(CourseSecret(text: "diffstep-exercise-key:x:" + String(repeating: "zz", count: 32)) == nil)
        #expect(CourseSecret(text: "diffstep-exercise-key:" + String(repeating: "ab", count: 32)) == nil)
    }
}
