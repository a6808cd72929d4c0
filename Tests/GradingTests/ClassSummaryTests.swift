import Testing

@testable import Grading

@Suite struct ClassSummaryTests {
    @Test(
        "a wrong cell's likely cause is read from the true neighbours",
        arguments: [
            // kit -> kat, cell (2, 2) ('i' vs 'a'): up 1, left 1, diagonal 0 -> 1.
            (2, 2, 2, MistakeCause.substitutionAsTwo),  // min(1+1, 1+1, 0+2)
            (1, 2, 2, MistakeCause.minOfTwo),  // ('k' vs 'a'): true 1 = left 0 + 1; min(up 3, diagonal 1 + 1) = 2
            (3, 3, 2, MistakeCause.offByOne),
        ])
    func causes(row: Int, column: Int, value: Int, cause: MistakeCause) throws {
        var rows = TableGradingTests.right.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        rows[row][column] = String(value)
        let result = Fixtures.grade(try Fixtures.kitKat, rows.map { $0.joined(separator: " ") }.joined(separator: "\n"))
        let mistakes = result.items.flatMap(\.mistakes)
        #expect(mistakes.count == 1)
        #expect(mistakes.first?.row == row && mistakes.first?.column == column)
        #expect(mistakes.first?.cause == cause, "\(mistakes)")
    }

    @Test("the class summary counts spreads, wrong cells, wrong answers, exceptions and rare shared cells")
    func summary() throws {
        let exercise = try Fixtures.kitKat
        let grader = Grader(exercise: exercise)
        let odd = "0 1 2 3\n1 0 1 5\n2 1 7 2\n3 2 2 9\n"
        let results = [
            grader.grade(Submission(student: "a", text: odd)), grader.grade(Submission(student: "b", text: odd)),
            grader.grade(Submission(student: "c", text: TableGradingTests.right)),
        ]
        let summary = ClassSummary(results: results)
        #expect(summary.students == 3 && summary.read == 3)
        #expect(summary.items.map(\.id) == ["cells", "exact"])
        #expect(summary.items[0].buckets[10] == 1)
        #expect(
            summary.cells.map { "\($0.row),\($0.column):\($0.wrong)x\($0.commonValue)" } == [
                "1,3:2x5", "2,2:2x7", "3,3:2x9",
            ])
        #expect(summary.pairs == [ClassSummary.SharedMistakes(first: "a", second: "b", cells: 3)])

        let batch = try Fixtures.exercise(kind: "batch", inputs: "{ old: [a, b, c], new: [a, c] }")
        let batches = Grader(exercise: batch)
        let crashing = ["insert 5", "insert 5", "delete 1"].enumerated().map {
            batches.grade(Submission(student: "s\($0.offset)", text: $0.element))
        }
        let batchSummary = ClassSummary(results: crashing)
        #expect(batchSummary.wrongAnswers.first?.answer == "insert 5" && batchSummary.wrongAnswers.first?.count == 2)
        #expect(batchSummary.exceptions.first?.count == 2)
        #expect(batchSummary.wrongAnswers.count == 1)
    }

    @Test("wrong cells are grouped by their role in each student's own table; different words get no position heatmap")
    func roles() throws {
        // kit -> kat: (1, 3) is off the path with letters k/t differing; (0, 2) is an edge;
        // (3, 3) is the path's last cell; (1, 1) k = k is on the path too.
        var rows = TableGradingTests.right.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        rows[0][2] = "5"
        rows[1][3] = "7"
        rows[3][3] = "2"
        let fixed = try Fixtures.kitKat
        let result = Fixtures.grade(fixed, rows.map { $0.joined(separator: " ") }.joined(separator: "\n"))
        let roles = Dictionary(
            uniqueKeysWithValues: result.items.flatMap(\.mistakes).map { ($0.row * 10 + $0.column, $0.role) })
        #expect(roles == [2: .edge, 13: .mismatch, 33: .onPath])
        let summary = ClassSummary(results: [result])
        #expect(summary.roles.map(\.role) == CellRole.allCases)
        #expect(summary.roles.map(\.wrong).reduce(0, +) == 3)
        var generated = try Fixtures.exercise(
            kind: "table", inputs: "{ source: { length: 3, alphabet: ab }, target: { length: 3, alphabet: ab } }")
        generated.secret = CourseSecret(text: "a-course-secret-for-tests-0123")
        let grader = Grader(exercise: generated)
        let classReport = Report(
            exercise: generated,
            results: ["a", "b"].map {
                grader.grade(Submission(student: $0, text: "0 1 2 3\n1 9 9 9\n2 9 9 9\n3 9 9 9\n"))
            })
        let html = classReport.classReportHTML()
        #expect(html.contains("Wrong cells by their role in each student"))
        #expect(!html.contains("Wrong cells (count / most common wrong value"))
        #expect(Report(exercise: fixed, results: [result]).classReportHTML().contains("Wrong cells (count"))
        #expect(classReport.classReportJSON().contains("\"role\": \"on-path\""))
    }
}
