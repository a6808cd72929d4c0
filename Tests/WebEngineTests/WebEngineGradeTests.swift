import DiffEngine
import Foundation
import Grading
import PropertyBased
import Storyboard
import Testing
import WebEngine

/// The page grades a sheet of every exercise kind with `diffstep check`'s own rules: the same
/// score, the same items and the same reasons as the Grader on the same text.
@Suite struct WebEngineGradeTests {
    /// The sample exercises whose inputs are public (one variant for everyone).
    static let exercises = [
        "kit-kat-table", "kit-kat-distance", "auery-garuey-table", "auery-garuey-alignment", "indexpath-game-batch",
        "example6-crash", "wifi-snapshot",
    ]

    static func exercise(_ id: String) throws -> Exercise {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Exercises")
        let text = try String(contentsOf: folder.appendingPathComponent("\(id).md"), encoding: .utf8)
        return try Exercise(text: text, file: "\(id).md") { relative, _ throws(GradingError) in
            guard let included = try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            else {
                throw .unreadable(path: relative)
            }
            return included
        }
    }

    /// The page's answer for `text` on `exercise`, parsed: its public variant's inputs as the
    /// sheet passes them (items one a line, the release's number).
    static func page(_ exercise: Exercise, _ text: String, _ language: String) throws -> [String: Any] {
        var inputs = ["source": "", "target": "", "old": "", "new": "", "batch": "", "script": "", "ios": ""]
        switch exercise.variant(for: "") {
        case .words(let source, let target): (inputs["source"], inputs["target"]) = (source, target)
        case .items(let old, let new, let batch):
            (inputs["old"], inputs["new"]) = (old.joined(separator: "\n"), new.joined(separator: "\n"))
            inputs["batch"] = batch ?? ""
        case .snapshot(let script, let release): (inputs["script"], inputs["ios"]) = (script, String(release.rawValue))
        }
        let json = WebEngine.grade(
            kind: exercise.kind.rawValue, text: text, source: inputs["source"] ?? "", target: inputs["target"] ?? "",
            old: inputs["old"] ?? "", new: inputs["new"] ?? "", batch: inputs["batch"] ?? "",
            script: inputs["script"] ?? "", ios: inputs["ios"] ?? "",
            items: exercise.items.map { "\($0.id):\($0.weight)" }.joined(separator: ","),
            points: String(exercise.points.hundredths), longerCredit: String(exercise.longerCreditPercent),
            language: language)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Asserts the page's grade is the Grader's, item for item.
    static func agree(_ exercise: Exercise, _ text: String, _ language: Language) throws {
        let page = try page(exercise, text, language.rawValue)
        let result = Grader(exercise: exercise).grade(Submission(student: "kim", text: text))
        #expect(page["score"] as? String == result.score.description, "\(exercise.id): \(text)")
        #expect(page["maxScore"] as? String == result.maxScore.description)
        #expect((page["problem"] as? String) == result.problem?.message[language], "\(text)")
        #expect((page["note"] as? String) == result.readingNote?[language], "\(text)")
        let items = try #require(page["items"] as? [[String: Any]])
        #expect(items.count == result.items.count)
        for (shown, item) in zip(items, result.items) {
            #expect(shown["id"] as? String == item.id)
            #expect(shown["score"] as? String == item.score.description, "\(exercise.id) \(item.id): \(text)")
            #expect(shown["feedback"] as? String == item.feedback[language], "\(exercise.id) \(item.id): \(text)")
            #expect(shown["passed"] as? Bool == item.passed)
        }
    }

    @Test func aRightSheetGetsFullMarks() throws {
        let right = [
            "kit-kat-table": "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n", "kit-kat-distance": "1\n",
            "auery-garuey-alignment": "insert G\nkeep A\ninsert R\nkeep U\nkeep E\ndelete R\nkeep Y\n",
            "indexpath-game-batch": "delete 0 1 2\ninsert 3 4 5\n",
            "example6-crash":
                "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update",
            "wifi-snapshot": "delete 1:2\ninsert 1:0\nmove 1:3 1:1\n",
        ]
        for (id, text) in right {
            let exercise = try Self.exercise(id)
            let page = try Self.page(exercise, text, "en")
            #expect(page["score"] as? String == exercise.points.description, "\(id)")
            try Self.agree(exercise, text, .en)
            try Self.agree(exercise, text, .ko)
        }
    }

    @Test func wrongAndUnreadableSheetsGetTheGradersScoreAndReasons() throws {
        let sheets = [
            "kit-kat-table": [
                "0 1 2 3\n1 0 1 2\n2 1 2 2\n3 2 2 1", "0 1 2\n1 0 1", "hello", "", "0 1i 2i 3i\n1d 0 1i x\n",
                "  k a t\nk 0 1 2 3\n", "{\"table\": [[0]]}",
            ],
            "kit-kat-distance": ["2", "x", "３ # three", ""],
            "auery-garuey-alignment": [
                "hello", "insert G\nkeep A", "delete A\ndelete U\ndelete E\ndelete R\ndelete Y\n",
            ],
            "indexpath-game-batch": [
                "insert 3 4 5\ndelete 0 1 2", "delete 3 4 5\ninsert 0 1 2", "insert 6 7 8", "delete １", "hello(",
                "", "collectionView.performBatchUpdates {\n}",
            ],
            "example6-crash": ["none", "NONE", "", "attempt to delete item 3 from section 0", "없음"],
            "wifi-snapshot": ["none", "reloadData()", "delete 1:2", "delete 1:2\ninsert 1:0", "insert x", "hello"],
        ]
        for (id, texts) in sheets {
            let exercise = try Self.exercise(id)
            for text in texts where !text.hasPrefix("{") {
                try Self.agree(exercise, text, .en)
                try Self.agree(exercise, text, .ko)
            }
        }
    }

    @Test func aJSONAnswerIsLeftToTheCLI() throws {
        let page = try Self.page(try Self.exercise("kit-kat-table"), "{\"table\": []}", "ko")
        #expect((page["error"] as? String)?.contains("diffstep check") == true)
    }

    @Test("any batch of random calls gets the grader's score and reasons, in both languages")
    func randomBatches() async throws {
        let exercise = try Self.exercise("indexpath-game-batch")
        let call = Gen.oneOf(
            Gen.int(in: 0...8).map { "delete \($0)" }, Gen.int(in: 0...8).map { "insert \($0)" },
            Gen.int(in: 0...8).map { "move \($0) 0" }, Gen.always("reload 1"), Gen.always("bogus"))
        await propertyCheck(count: 40, input: call.array(of: 0...6)) { calls in
            let text = calls.joined(separator: "\n")
            try? Self.agree(exercise, text, .en)
            try? Self.agree(exercise, text, .ko)
        }
    }

    @Test("any table with random cells gets the grader's score and reasons")
    func randomTables() async throws {
        let exercise = try Self.exercise("auery-garuey-table")
        let cell = Gen.oneOf(
            Gen.int(in: 0...7).map { String($0) }, Gen.always("?"), Gen.always("x"), Gen.always("1i 1d"),
            Gen.always("2s"))
        await propertyCheck(count: 60, input: cell.array(of: 30...42)) { cells in
            let rows = stride(from: 0, to: cells.count, by: 7).map { cells[$0..<min($0 + 7, cells.count)] }
            let text = rows.map { $0.joined(separator: ", ") }.joined(separator: "\n")
            try? Self.agree(exercise, text, .en)
        }
    }
}
