import BatchSimulation
import DiffEngine
import Foundation
import Grading
import Practice
import Render
import Storyboard
import Testing
import WebEngine

/// Practice questions, answer sheets and explain, as the page calls them.
@Suite struct WebEnginePracticeTests {
    func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func drawnWordsAreTheGeneratorsWords() throws {
        for seed: UInt64 in [0, 1, 42, 2026] {
            var random = StableRandom(seed: seed)
            guard case .words(let source, let target) = PracticeProblem.words.draw(balancedDistance: nil, &random)
            else {
                Issue.record("words inputs drew no words")
                return
            }
            let problem = try object(
                WebEngine.practice(
                    kind: "cell", seed: String(seed), source: "", target: "", unit: "", tieBreak: "", language: "en"))
            #expect(problem["source"] as? [String] == source.map { String($0) })
            #expect(problem["target"] as? [String] == target.map { String($0) })
            #expect(problem["seed"] as? String == String(seed))
        }
    }

    @Test func aCellQuestionHidesItsCellAndEveryCellAfterIt() throws {
        let problem = try object(
            WebEngine.practice(
                kind: "cell", seed: "7", source: "kit", target: "kat", unit: "", tieBreak: "", language: "en"))
        let row = try #require(problem["row"] as? Int)
        let column = try #require(problem["column"] as? Int)
        let costs = try #require(problem["costs"] as? [[Any]])
        #expect(costs.count == 4 && costs.allSatisfy { $0.count == 4 })
        #expect(costs[row][column] is NSNull)
        #expect(costs[row][column - 1] is Int && costs[row - 1][column] is Int)
        for r in 1...3 {
            for c in 1...3 where r > row || (r == row && c > column) { #expect(costs[r][c] is NSNull) }
        }
        #expect(problem["check"] as? [String] == ["cell", "kit", "kat", "grapheme", "deepdiff", "\(row)", "\(column)"])
    }

    /// kit -> kat, row 2 ('i'), column 2 ('a'): up 'k'->'ka' = 1, left 'ki'->'k' = 1,
    /// diagonal 'k'->'k' = 0; 'i' differs from 'a', so min(1 + 1, 1 + 1, 0 + 1) = 1.
    @Test func aWrongCellGetsTheNeighboursAndTheArithmetic() throws {
        let check = { (answer: String, language: String) in
            try self.object(
                WebEngine.practiceCheck(
                    kind: "cell", "kit", "kat", "grapheme", "deepdiff", "2", "2", answer: answer, language: language))
        }
        let wrong = try check("2", "en")
        #expect(wrong["result"] as? String == "wrong")
        #expect(wrong["answer"] as? Int == 1)
        #expect(wrong["slip"] as? String == "substitution-as-2")
        #expect(
            wrong["text"] as? String
                == "Not 2. This cell is min(up 1 + 1, left 1 + 1, diagonal 0 + 1 ('i' ≠ 'a')) = 1. A substitution is one operation (1), not a delete plus an insert (2)."
        )
        let right = try check("１", "ko")
        #expect(right["result"] as? String == "right")
        #expect(right["text"] as? String == "맞습니다: min(위 1 + 1, 왼쪽 1 + 1, 대각선 0 + 1 ('i' ≠ 'a')) = 1.")
        #expect(try check("1s", "en")["result"] as? String == "right")
        #expect(try check("", "en")["result"] as? String == "shown")
        #expect(try check("x", "en")["result"] as? String == "unreadable")
    }

    @Test func operationAnswersNameTheCandidateThatWins() throws {
        let check = { (answer: String) in
            try self.object(
                WebEngine.practiceCheck(
                    kind: "operation", "kit", "kat", "", "", "2", "2", answer: answer, language: "en"))
        }
        #expect(try check("substitute")["result"] as? String == "right")
        #expect(try check("대체")["result"] as? String == "right")
        let wrong = try check("insert")
        #expect(wrong["result"] as? String == "wrong")
        #expect((wrong["text"] as? String)?.hasPrefix("Not insert: left 1 + 1 = 2, more than 1.") == true)
        #expect(try check("match")["text"] as? String != nil)
        #expect((try check("match")["text"] as? String)?.hasPrefix("Not keep (match): 'i' ≠ 'a'.") == true)
    }

    /// Example 6: six items, "insert 6 7 8" then "delete 0 1 2": inserts are after-indexes and
    /// there are six items after, so inserting at 6 is out of range.
    @Test func aBatchAnswerIsJudgedByTheSimulator() throws {
        let check = { (answer: String) in
            try self.object(
                WebEngine.practiceCheck(
                    kind: "crash", "a b c d e f", "d e f g h i", "insert 6 7 8\ndelete 0 1 2", "", "", "",
                    answer: answer,
                    language: "en"))
        }
        let none = try check("none")
        #expect(none["result"] as? String == "wrong")
        let message = try #require(none["answer"] as? String)
        #expect(message.hasPrefix("attempt to insert item 6 into section 0, but there are only 6 items"))
        #expect((none["text"] as? String)?.contains("You said it runs.") == true)
        #expect(
            try check("*** Terminating app due to uncaught exception, reason: '\(message.uppercased())'")["result"]
                as? String == "right")
        let safe = try object(
            WebEngine.practiceCheck(
                kind: "crash", "a b c", "a c", "delete 1", "", "", "", answer: "none", language: "en"))
        #expect(safe["result"] as? String == "right")
        #expect((safe["text"] as? String)?.contains("3 + 0 - 1 + 0 - 0 = 2") == true)
    }

    @Test func drawnBatchesOfferTheirOwnOutcomeAmongTheChoices() throws {
        for seed in 0..<20 {
            let problem = try object(
                WebEngine.practice(
                    kind: "crash", seed: String(seed), source: "", target: "", unit: "", tieBreak: "", language: "en"))
            let fields = try #require(problem["check"] as? [String])
            let choices = try #require(problem["choices"] as? [String])
            let answer = try object(
                WebEngine.practiceCheck(
                    kind: "crash", fields[1], fields[2], fields[3], "", "", "", answer: "", language: "en"))
            let right = try #require(answer["answer"] as? String)
            #expect(choices.contains(right), "seed \(seed)")
            #expect(Set(choices).count == choices.count)
        }
    }

    /// The page's live check says "readable" exactly when the grader reads the sheet as it is
    /// (no cell it lacks, none it cannot read; a short sheet the grader reads leniently, the
    /// missing cells costing, is still "not yet" on the page).
    @Test func theSheetCheckAgreesWithTheGrader() throws {
        let sheets = [
            "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1", "  k a t\nk 0 1 2 3\n", "0,1,2,3\n1,x1,1,2\n2,1,1,2\n3,2,2,1",
            "    k a t\n  0 1 2 3\nk 1 0 1 2\ni 2 1 1 2\nt 3 2 2 1", "0 1 2\n1 0 1 2",
            "0 1i 2i 3i\n1d ? ? ?\n2d ? ? ?\n3d ? ? ?",
            "0 1 2 3 # row 0\n１ ０ １ ２\n2 1 1 2\n3 2 2 1",
            // A short row after its label: the row is short, the label is not an unreadable cell.
            "  k a t\n0 1 2 3\nk 1 0 1\ni 2 1 1 2\nt 3 2 2 1",
        ]
        for text in sheets {
            let answer = try object(
                WebEngine.sheet(kind: "table", text: text, source: "kit", target: "kat", unit: "", language: "en"))
            let grid = try? Grid(text: text, rows: 4, columns: 4)
            let readable =
                grid.map {
                    $0.note == nil
                        && $0.cells.allSatisfy { $0.allSatisfy { if case .unreadable = $0 { false } else { true } } }
                } ?? false
            #expect(answer["ok"] as? Bool == readable, "\(text)")
        }
        let bad = try object(
            WebEngine.sheet(kind: "table", text: "0 1 2\n", source: "kit", target: "kat", unit: "", language: "ko"))
        #expect(bad["messages"] as? [String] == ["줄 1: 칸이 4개여야 하는데 3개입니다"])
        let short = try object(
            WebEngine.sheet(
                kind: "table", text: "0 1 2 3\nk 1 0 1\n", source: "kit", target: "kat", unit: "", language: "en"))
        #expect(short["messages"] as? [String] == ["line 2: expected 4 cells, found 3"])
        let calls = try object(
            WebEngine.sheet(kind: "batch", text: "insert x", source: "", target: "", unit: "", language: "en"))
        #expect(calls["ok"] as? Bool == false)
        #expect(
            try object(
                WebEngine.sheet(kind: "distance", text: "３ # three", source: "", target: "", unit: "", language: "en"))[
                    "ok"] as? Bool == true)
    }

    /// An alignment sheet is read line by line with the grader's own reader: "hello" is no step.
    @Test func theAlignmentSheetIsReadAsTheGraderReadsIt() throws {
        for (text, readable) in [
            ("hello", false), ("12345", false), ("insert G\nkeep A\nsubstitute U -> R", true),
            ("# plan\n1. d A\n2. s U R", true), ("keep AB", false), ("  \n", false),
        ] {
            let answer = try object(
                WebEngine.sheet(
                    kind: "alignment", text: text, source: "AUERY", target: "GARUEY", unit: "", language: "en"))
            let graded = try? Answer(text: text, kind: .alignment, shape: (0, 0))
            #expect(answer["ok"] as? Bool == readable, "\(text)")
            #expect((graded != nil) == readable || text.allSatisfy(\.isWhitespace), "\(text)")
        }
        let refused = try object(
            WebEngine.sheet(kind: "alignment", text: "hello", source: "", target: "", unit: "", language: "ko"))
        #expect(refused["messages"] as? [String] == ["줄 1: 'hello'는 연산이 아닙니다 (insert, delete, substitute, keep 중 하나)"])
    }

    @Test func explainAnswersWhatTheCLIPrints() throws {
        let text =
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update'"
        let recognition = try #require(Recognition.read(text))
        let crashes = [(recognition, Reproduction.attempt(for: recognition))]
        let expected = JSON.members([
            "explain": ExplainJSON.json(crashes),
            "report": .string(ExplainWords.reports(crashes).ko),
        ])
        #expect(WebEngine.explain(text: text, language: "ko") == expected.serialized(pretty: false))
        #expect(
            WebEngine.explain(text: "hello", language: "en")
                == JSON.members(["error": .string(ExplainWords.unknown.en)]).serialized(pretty: false))
        // An empty box is told what to paste, not that its text is unknown.
        #expect(
            WebEngine.explain(text: " \n", language: "ko")
                == JSON.members(["error": .string(ExplainWords.nothingPasted.ko)]).serialized(pretty: false))
    }

    @Test("hostile requests get the CLI's kind of refusal, never a trap")
    func hostileInput() throws {
        let huge = try object(
            WebEngine.practiceCheck(
                kind: "cell", "kit", "kat", "", "", "2", "2", answer: "99999999999", language: "en"))
        #expect(huge["result"] as? String == "unreadable")
        let place = try object(
            WebEngine.practiceCheck(kind: "cell", "kit", "kat", "", "", "x", "0", answer: "1", language: "ko"))
        #expect(place["error"] as? String == "표에 그런 칸이 없습니다 (행과 열은 1부터)")
        let long = String(repeating: "a", count: 300)
        let table = try object(
            WebEngine.practice(
                kind: "cell", seed: "1", source: long, target: long, unit: "", tieBreak: "", language: "en"))
        #expect((table["error"] as? String)?.contains("301") == true)
        let empty = try object(
            WebEngine.practice(
                kind: "cell", seed: "1", source: "abc", target: "", unit: "", tieBreak: "", language: "en"))
        #expect(empty["error"] as? String == "both texts need at least one token for a cell to ask about")
        let sheet = try object(
            WebEngine.sheet(
                kind: "table", text: String(repeating: "0 ", count: 200_000), source: "a", target: "b", unit: "",
                language: "en"))
        #expect(sheet["error"] as? String == "the answer is over 256 KiB")
        let log = try object(WebEngine.explain(text: String(repeating: "x", count: 5 << 20), language: "en"))
        #expect(log["error"] as? String == "the pasted text is over 4 MiB")
        let bom =
            "\u{FEFF}attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update\r\n"
        #expect(try object(WebEngine.explain(text: bom, language: "en"))["explain"] != nil)
        let html = try object(
            WebEngine.practice(
                kind: "cell", seed: "2", source: "<b>", target: "\"x\"", unit: "", tieBreak: "", language: "en"))
        #expect(html["source"] as? [String] == ["<", "b", ">"])
    }
}
