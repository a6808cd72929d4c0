import BatchModel
import Testing

@testable import Grading

@Suite struct SnapshotGradingTests {
    static func exercise(_ script: String, ios: String = "17") throws -> Exercise {
        let indented = script.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return try Fixtures.exercise(kind: "snapshot", inputs: "\n  ios: \(ios)\n  script: |\n\(indented)")
    }

    /// The sample in `Exercises/`: the Wi-Fi screen after a scan, 5 points.
    static var wifi: Exercise {
        get throws { try Fixtures.exercise(named: "wifi-snapshot.md") }
    }

    @Test("the batch UIKit performs earns every point, in any order and spelling of the compact form")
    func right() throws {
        for answer in [
            "delete 1:2\ninsert 1:0\nmove 1:3 1:1", "move 1:3 1:1\ninsert 1:0\ndelete 1:2\n",
            #"{"snapshot": "delete 1:2; insert 1:0; move 1:3 1:1"}"#,
        ] {
            let result = Fixtures.grade(try Self.wifi, answer)
            #expect(result.score == Score(points: 5), "\(answer): \(result.items.first?.feedback.en ?? "")")
        }
    }

    @Test("any batch UIKit accepts that reaches the new snapshot earns every point, not only UIKit's diff")
    func otherValidBatch() throws {
        // UIKit's own diff is delete 1:2, insert 1:0, move 1:3 1:1; deleting and inserting the
        // moved item instead is another valid batch that ends in the same snapshot.
        let result = Fixtures.grade(try Self.wifi, "delete 1:2\ndelete 1:3\ninsert 1:0\ninsert 1:1")
        #expect(result.score == Score(points: 5), "\(result.items.first?.feedback.en ?? "")")
    }

    @Test("a missing move and an extra call each cost a share, and the feedback names them")
    func partlyRight() throws {
        let result = Fixtures.grade(try Self.wifi, "delete 1:2\ninsert 1:0\ninsert 1:1")
        #expect(result.wasRead)
        #expect(result.score == Score(points: 5).scaled(2, of: 4))
        let feedback = try #require(result.items.first?.feedback)
        #expect(feedback.en == "2 of 4 calls are right. 1 call(s) missing. Not performed: insert 1:1.")
        #expect(feedback.ko == "4개 중 2개의 호출이 맞습니다. 빠진 호출이 1개 있습니다. UIKit이 하지 않는 호출: insert 1:1.")
        // The missing call is the key: only the instructor's note names it.
        #expect(result.items.first?.keyNote?.en == "Missing: move 1:3 1:1")
    }

    @Test("text that is neither calls nor a raised exception is malformed, in both languages")
    func malformed() throws {
        let result = Fixtures.grade(try Self.wifi, "delete 1:x")
        #expect(!result.wasRead && result.score == .zero)
        #expect(
            result.problem?.message.en.contains("cannot read the calls: line 1, column 10: expected an index") == true)
        #expect(result.problem?.message.ko.contains("인덱스가 와야 하는데") == true)
    }

    @Test("an apply that raises is answered with its message; calls get the message as feedback")
    func raises() throws {
        let exercise = try Self.exercise(
            "itemIdentity hash: all equal: all\nappendSections main\nappendItems Everest:8848 K2:8611\napply\nmutate Everest:8849\napply"
        )
        let key = exercise.answerKey(for: "s1", language: .en)
        let message = try #require(key.split(separator: "\n").last { $0.hasPrefix("> ") }?.dropFirst(2))
        #expect(message.hasPrefix("IDENTIFIER_HASH_VALUE_CHANGED"))
        #expect(Fixtures.grade(exercise, String(message)).score == Score(points: 10))
        let wrong = Fixtures.grade(exercise, "reload 0")
        #expect(wrong.score == .zero && wrong.wasRead)
        #expect(wrong.items.first?.feedback.en.contains("IDENTIFIER_HASH") == false)
        #expect(wrong.items.first?.keyNote?.en == "UIKit raises: \(message)")
    }

    @Test("before iOS 15 an apply without animation is reloadData; none is an empty batch")
    func reloadDataAndNone() throws {
        let reload = try Self.exercise(
            "appendSections main\nappendItems a b\napply animatingDifferences: false", ios: "14")
        #expect(Fixtures.grade(reload, "reloadData()").score == Score(points: 10))
        #expect(Fixtures.grade(reload, "insert 0 1").score == .zero)
        let nothing = try Self.exercise("appendSections main\nappendItems a\napply\napply")
        #expect(Fixtures.grade(nothing, "none").score == Score(points: 10))
        #expect(Fixtures.grade(nothing, "insert 0").score == .zero)
    }

    @Test(
        "ios: takes every release as --ios does, with the rules of the newest modelled one at or before it",
        arguments: ["13", "14", "15", "16", "16.4", "17", "17.2.1", "18", "26", "27"])
    func everyRelease(_ ios: String) throws {
        let version = try #require(IOSVersion(release: ios))
        let exercise = try Self.exercise("appendSections main\nappendItems a\napply", ios: ios)
        guard case .snapshot(_, let release) = exercise.inputs else {
            Issue.record("not a snapshot exercise")
            return
        }
        #expect(release == UIKitRelease(version))
    }

    @Test("an ios: that is no release is an exercise error naming what it takes", arguments: ["12", "19", "ios17"])
    func notARelease(_ ios: String) throws {
        let error = try #require(throws: GradingError.self) {
            try Self.exercise("appendSections main\napply", ios: ios)
        }
        #expect(error.message.en.contains("inputs.ios") && error.message.en.contains("13 to 18, 26"))
    }

    @Test("a script that does not end with apply is an exercise error with file and line")
    func needsApply() throws {
        let error = try #require(throws: GradingError.self) { try Self.exercise("appendSections main\nappendItems a") }
        #expect(error.message.en.contains("sample.md:") && error.message.en.contains("a script that ends with apply"))
    }

    @Test("the sample exercise's handout shows the script in both languages")
    func sample() throws {
        let exercise = try Self.wifi
        #expect(exercise.kind == .snapshot)
        #expect(exercise.handoutMarkdown(language: .ko).contains("insertItems Airport before: Cafe"))
        #expect(exercise.handoutMarkdown(language: .en).contains("Compact calls"))
    }

    @Test("a handout shows the notes in its own language only, code in both")
    func notesByLanguage() throws {
        var exercise = try Self.exercise("appendSections main\nappendItems a\napply")
        exercise.body = "한국어 설명입니다.\n\n```\ncode\n\nmore\n```\n\nEnglish notes."
        #expect(exercise.notes(in: .ko) == "한국어 설명입니다.\n\n```\ncode\n\nmore\n```")
        #expect(exercise.notes(in: .en) == "```\ncode\n\nmore\n```\n\nEnglish notes.")
    }
}
