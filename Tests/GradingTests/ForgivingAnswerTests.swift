import DiffEngine
import PropertyBased
import Testing

@testable import Grading

/// One forgiving reader: an incomplete or slipped answer costs exactly what it lacks.
@Suite struct ForgivingAnswerTests {
    static let kitKat = "  ε k a t\nε 0 1 2 3\nk 1 0 1 2\ni 2 1 1 2\nt 3 2 2 1\n"

    /// The `exact` item's cells earned, out of 16, from the report.
    static func exactCells(_ result: StudentResult) -> Int {
        result.items.first { $0.id == "exact" }.map { $0.score.hundredths * 16 / $0.maxScore.hundredths } ?? -1
    }

    @Test("the printed key pasted whole (heading, prose, two fenced tables) scores full marks")
    func wholeKey() throws {
        let exercise = try Fixtures.kitKat
        let key = exercise.answerKey(for: "s1", language: .en)
        #expect(key.contains("```"))
        let result = Fixtures.grade(exercise, key)
        #expect(result.problem == nil && result.score == result.maxScore, "\(result)")
    }

    @Test("trailing spaces and a tab on every line never switch the column rule")
    func trailingWhitespace() throws {
        let text = Self.kitKat.split(separator: "\n").map { $0 + " \t" }.joined(separator: "\n")
        let result = Fixtures.grade(try Fixtures.kitKat, text)
        #expect(result.score == result.maxScore)
    }

    @Test("a missing last row or last column costs exactly its 4 cells; `、` separates like `，`")
    func incomplete() throws {
        let exercise = try Fixtures.kitKat
        let noRow = Fixtures.grade(
            exercise, String(Self.kitKat.split(separator: "\n").dropLast().joined(separator: "\n")))
        #expect(noRow.problem == nil && Self.exactCells(noRow) == 12)
        #expect(noRow.wordsMismatch == nil)
        let noColumn = Self.kitKat.split(separator: "\n").map { $0.dropLast(2) }.joined(separator: "\n")
        let result = Fixtures.grade(exercise, noColumn)
        #expect(result.problem == nil && Self.exactCells(result) == 12, "\(result.items)")
        let ideographic = Fixtures.grade(exercise, "0、1、2、3\n1、0、1、2\n2、1、1、2\n3、2、2、1\n")
        #expect(ideographic.score == ideographic.maxScore)
    }

    @Test("any table missing its last row or column loses exactly those cells, never the whole table")
    func incompleteProperty() async {
        let word = Gen.oneOf(Gen.always(Character("a")), Gen.always("b"), Gen.always("c")).array(of: 1...6)
        await propertyCheck(count: 120, input: word, word, Gen.bool) { source, target, dropRow in
            guard let trace = try? Trace(source: source, target: target, tieBreak: .deepdiff),
                let exercise = try? Fixtures.exercise(
                    kind: "table", inputs: "{ source: \(String(source)), target: \(String(target)) }")
            else { return }
            var lines = ["  ε " + target.map(String.init).joined(separator: " ")]
            for row in 0..<trace.rows {
                let label = row == 0 ? "ε" : String(source[row - 1])
                let costs = (0..<trace.columns).map { String(trace.cost(row: row, column: $0)) }
                lines.append(label + " " + (dropRow ? costs : costs.dropLast()).joined(separator: " "))
            }
            if dropRow { lines.removeLast() }
            let result = Fixtures.grade(exercise, lines.joined(separator: "\n"))
            let total = trace.rows * trace.columns
            let missing = dropRow ? trace.columns : trace.rows
            let exact = result.items.first { $0.id == "exact" }
            let expected = exact.map { $0.maxScore.scaled(total - missing, of: total) }
            #expect(result.problem == nil && exact?.score == expected, "\(lines)")
        }
    }

    @Test(
        "alignments: a comment line, lower case, full-width letters, one comma-separated line, the whole key",
        arguments: [
            "// my script\ninsert g\nkeep a\ninsert r\nkeep u\nkeep e\ndelete r\nkeep y\n",
            "insert G\nkeep Ａ\ninsert R\nkeep U\nkeep E\ndelete R\nkeep Y\n",
            "insert G, keep A, insert R, keep U, keep E, delete R, keep Y\n",
            "# Key\n\nProse.\n\n```\ninsert G\nkeep A\ninsert R\nkeep U\nkeep E\ndelete R\nkeep Y\n```\n",
        ])
    func alignments(text: String) throws {
        let exercise = try Fixtures.exercise(kind: "alignment", inputs: "{ source: AUERY, target: GARUEY }")
        let result = Fixtures.grade(exercise, text)
        #expect(result.score == result.maxScore, "\(result)")
        #expect(result.wordsMismatch == nil)
    }

    @Test("letters whose other case is two letters (ß) are left as written, never a trap")
    func caseWithoutTwin() throws {
        let exercise = try Fixtures.exercise(kind: "alignment", inputs: "{ source: SS, target: S }")
        let result = Fixtures.grade(exercise, "delete ß\nkeep ß\n")
        #expect(result.problem == nil && result.score < result.maxScore)
    }

    @Test("one wrong operation letter in a space-separated notation table costs the one cell it costs with commas")
    func slippedLetter() throws {
        let exercise = try Fixtures.kitKat
        let spaces = Fixtures.grade(exercise, "0 1i 2i 3i\n1d 0 1i 2i\n2d 1d 1s 1i 1s\n3d 2d 1d 1x 1s\n")
        let commas = Fixtures.grade(exercise, "0, 1i, 2i, 3i\n1d, 0, 1i, 2i\n2d, 1d, 1s, 1i 1s\n3d, 2d, 1d 1x, 1s\n")
        #expect(commas.score < commas.maxScore)
        #expect(spaces.score == commas.score)
        #expect(spaces.items.flatMap(\.mistakes).map { [$0.row, $0.column] }.contains([3, 2]))
    }
}
