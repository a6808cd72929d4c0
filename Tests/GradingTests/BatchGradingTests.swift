import BatchModel
import Testing

@testable import Grading

@Suite struct BatchGradingTests {
    static var game: Exercise {
        get throws {
            try Fixtures.exercise(kind: "batch", inputs: "{ old: [a, b, c, d, e, f], new: [d, e, f, g, h, i] }")
        }
    }

    static var crash: Exercise {
        get throws {
            try Fixtures.exercise(
                kind: "predict-crash",
                inputs: "{ old: [a, b, c, d, e, f], new: [d, e, f, g, h, i], batch: \"insert 6 7 8\\ndelete 0 1 2\" }")
        }
    }

    @Test("the article's fixed batch earns every point")
    func right() throws {
        #expect(Fixtures.grade(try Self.game, "delete 0 1 2\ninsert 3 4 5").score == Score(points: 10))
    }

    @Test("example 6 crashes with UIKit's text and earns nothing")
    func crashes() throws {
        let result = Fixtures.grade(try Self.game, "insert 6 7 8\ndelete 0 1 2")
        #expect(result.score == .zero)
        #expect(
            result.items[0].feedback.en.hasSuffix(
                "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"))
    }

    @Test("inserting at the before-indexes runs but shows the wrong items: partial credit")
    func wrongContent() throws {
        let result = Fixtures.grade(try Self.game, "delete 0 1 2\ninsert 0 1 2")
        #expect(result.score == Score(points: 5) + Score(points: 5).scaled(3, of: 6))
        #expect(result.items[1].feedback.en.contains("item 3: 'd' instead of 'g'"))
    }

    @Test("calls that cannot be read are malformed")
    func malformed() throws {
        let result = Fixtures.grade(try Self.game, "collectionView.explode()")
        #expect(!result.wasRead)
    }

    @Test(
        "a batch that cannot be parsed is explained in both languages, with no English in the Korean",
        arguments: [
            (
                "delete 0 1 2\ninsert 3 4 5 x", "2번째 줄 14열: 인덱스가 와야 하는데 \"x\"가 있습니다",
                "line 2, column 14: expected an index, found \"x\""
            ),
            (
                "collectionView.explode()", "1번째 줄 16열: 알 수 없는 호출 \"explode\"",
                "line 1, column 16: unknown call \"explode\""
            ),
            (
                "move 1", "1번째 줄 1열: move FROM TO가 와야 하는데 인덱스 1개가 있습니다",
                "line 1, column 1: expected move FROM TO, found 1 index"
            ),
        ])
    func malformedWords(text: String, ko: String, en: String) throws {
        let result = Fixtures.grade(try Self.game, text)
        let message = try #require(result.problem?.message)
        #expect(message.ko.contains("호출을 읽을 수 없습니다: " + ko), "\(message.ko)")
        #expect(message.en.contains("cannot read the calls: " + en), "\(message.en)")
        #expect(!message.ko.contains("expected") && !message.ko.contains("found"))
    }

    @Test(
        "a predicted exception is compared forgivingly",
        arguments: [
            (
                "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: ‘attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update’",
                true
            ),
            (
                "ATTEMPT TO INSERT ITEM 6 INTO SECTION 0,  but there are only 6 items in section 0 after the update.",
                true
            ),
            (
                "attempt to insert item 5 into section 0, but there are only 6 items in section 0 after the update",
                false
            ),
            ("none", false),
        ])
    func prediction(text: String, right: Bool) throws {
        #expect(Fixtures.grade(try Self.crash, text).score == (right ? Score(points: 10) : .zero))
    }
}

@Suite struct PredictionWordingTests {
    @Test("a count mismatch predicted in any release's wording earns the point; the key stays out of feedback")
    func anyWording() throws {
        let exercise = try Fixtures.exercise(
            kind: "predict-crash", inputs: "{ old: [a, b, c], new: [a, b, c, d], batch: \"reload 0\" }")
        let judge = BatchJudge(old: ["a", "b", "c"], new: ["a", "b", "c", "d"])
        var messages: Set<String> = []
        for style in SimulationOptions.MessageStyle.allCases {
            for count in [SimulationOptions.CountMessage.invalidUpdate, .invalidBatch] {
                let options = SimulationOptions(messageStyle: style, countMessage: count)
                if case .raises(let exception, _) = try judge.simulate("reload 0", options: options).verdict {
                    messages.insert(exception.message)
                }
            }
        }
        #expect(messages.count >= 3, "\(messages)")
        for message in messages {
            #expect(Fixtures.grade(exercise, message).score == Score(points: 10), "\(message)")
        }
        let wrong = Fixtures.grade(exercise, "none")
        #expect(wrong.score == .zero)
        #expect(!messages.contains { wrong.items[0].feedback.en.contains($0) })
        #expect(wrong.items[0].keyNote != nil)
    }
}
