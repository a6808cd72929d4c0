import Testing

@testable import Grading

@Suite struct AlignmentGradingTests {
    static var auery: Exercise {
        get throws { try Fixtures.exercise(kind: "alignment", inputs: "{ source: AUERY, target: GARUEY }") }
    }

    @Test(
        "any co-optimal alignment earns full marks",
        arguments: [
            "insert G\nkeep A\ninsert R\nkeep U\nkeep E\ndelete R\nkeep Y",
            "+ G\n= A\n+ R\n= U\n= E\n- R\n= Y",
            "1. insert G\n2. keep A\n3. insert R\n4. keep U\n5. keep E\n6. delete R  # the article's path\n7. keep Y",
            #"{"alignment": ["삽입 G", "유지 A", "삽입 R", "유지 U", "유지 E", "삭제 R", "유지 Y"]}"#,
        ])
    func optimal(script: String) throws {
        let result = Fixtures.grade(try Self.auery, script)
        #expect(result.score == Score(points: 10), "\(result.items.first?.feedback.en ?? "")")
    }

    @Test("substituting where an insert and a delete would do is valid but longer")
    func substitutions() throws {
        let result = Fixtures.grade(try Self.auery, "i G\n= A\ns U R\ns E U\ns R E\n= Y")
        #expect(result.score == Score(points: 5))
    }

    @Test("a valid but longer script earns the longer-credit share")
    func longer() throws {
        let script = "delete A\ndelete U\ndelete E\ndelete R\ndelete Y\ni G\ni A\ni R\ni U\ni E\ni Y"
        let result = Fixtures.grade(try Self.auery, script)
        #expect(result.score == Score(points: 5))
        #expect(result.items[0].feedback.en.contains("11 operations are not the fewest"))
        #expect(result.items[0].keyNote?.en == "edit distance: 3")
    }

    @Test("an invalid script says where it stops")
    func invalid() throws {
        let result = Fixtures.grade(try Self.auery, "insert G\nkeep A\nkeep U\n")
        #expect(result.score == .zero)
        #expect(result.wasRead)
        #expect(
            result.items[0].feedback.en.contains(
                "stops at step 3 'keep U': the target needs 'R' next (target built so far: 'GA')"))
    }

    @Test("an unfinished script says what is left")
    func unfinished() throws {
        let result = Fixtures.grade(try Self.auery, "insert G\nkeep A\ninsert R\nkeep U\n")
        #expect(result.items[0].feedback.en.contains("the source still has 'ERY' left and the target lacks 'EY'"))
    }

    @Test("a line that is not an operation is malformed")
    func malformed() throws {
        let result = Fixtures.grade(try Self.auery, "insert G\njump A\n")
        #expect(!result.wasRead)
        #expect(result.problem?.message.en == "line 2: 'jump' is not an operation (insert, delete, substitute or keep)")
    }

    @Test("distance: right, wrong and malformed")
    func distance() throws {
        let exercise = try Fixtures.exercise(kind: "distance", inputs: "{ source: AUERY, target: GARUEY }")
        #expect(Fixtures.grade(exercise, "3\n").score == Score(points: 10))
        #expect(Fixtures.grade(exercise, "4").score == .zero)
        #expect(!Fixtures.grade(exercise, "three").wasRead)
    }
}
