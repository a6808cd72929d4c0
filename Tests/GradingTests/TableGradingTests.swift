import Testing

@testable import Grading

@Suite struct TableGradingTests {
    static let right = "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n"

    @Test("the true table earns every point")
    func right() throws {
        let result = Fixtures.grade(try Fixtures.kitKat, Self.right)
        #expect(result.wasRead)
        #expect(result.score == Score(points: 10))
        #expect(result.items.allSatisfy { $0.passed })
    }

    @Test("one early slip costs one cell by the recurrence, more against the true table")
    func earlySlip() throws {
        // Row 1, column 1 should be 0 (k = k); the student wrote 1 and carried on correctly
        // from their own values.
        let slipped = "0 1 2 3\n1 1 2 3\n2 2 2 3\n3 3 3 2\n"
        let result = Fixtures.grade(try Fixtures.kitKat, slipped)
        let cells = try #require(result.items.first { $0.id == "cells" })
        let exact = try #require(result.items.first { $0.id == "exact" })
        #expect(cells.feedback.en.contains("15 of 16 cells follow"))
        #expect(cells.feedback.en.contains("row 1 ('k'), column 1 ('k')"))
        #expect(
            cells.feedback.en.contains("min(up 1 + 1, left 1 + 1, diagonal 0 + 0 ('k' = 'k')) = 0, but you wrote 1"))
        #expect(cells.score == Score(points: 10).scaled(3, of: 4).scaled(15, of: 16))
        #expect(exact.feedback.en.hasPrefix("7 of 16 cells equal the true table"))
    }

    @Test("the article's notation, headers and commas are read")
    func notation() throws {
        let text = "  , k, a, t\n, 0, 1i, 2i, 3i\nk, 1d, 0, 1i, 2i\ni, 2d, 1d, 1s, 1i 1s\nt, 3d, 2d, 1d 1s, 1s\n"
        let result = Fixtures.grade(try Fixtures.kitKat, text)
        #expect(result.score == Score(points: 10))
    }

    @Test("any cheapest path's notation is right: ab -> ba's corner is 2s or 1i 1d")
    func coOptimalNotations() throws {
        let exercise = try Fixtures.exercise(kind: "table", inputs: "{ source: ab, target: ba }")
        for corner in ["2s", "1i 1d", "1d1i"] {
            let text = "0, 1i, 2i\n1d, 1s, 1i\n2d, 1d, \(corner)\n"
            #expect(Fixtures.grade(exercise, text).score == Score(points: 10), "\(corner)")
        }
    }

    @Test("a notation whose total is right but whose operations no cheapest path has costs that cell")
    func inconsistentNotation() throws {
        let exercise = try Fixtures.exercise(kind: "table", inputs: "{ source: ab, target: cd }")
        let result = Fixtures.grade(exercise, "0, 1i, 2i\n1d, 1s, 1i 1s\n2d, 1d 1s, 1i 1d\n")
        let cells = try #require(result.items.first { $0.id == "cells" })
        let exact = try #require(result.items.first { $0.id == "exact" })
        #expect(cells.feedback.en.contains("8 of 9 cells follow"))
        #expect(
            cells.feedback.en.contains(
                "row 2 ('b'), column 2 ('d'). 1i 1d: the total 2 is right, but no cheapest path does 1i 1d (possible: 2s)."
            ))
        #expect(cells.feedback.ko.contains("가능한 표기: 2s"))
        #expect(exact.feedback.en.hasPrefix("8 of 9 cells equal the true table"))
    }

    @Test("a notation must insert as many more than it deletes as the cell is right of the diagonal")
    func notationSurplus() throws {
        // Only the last cell is off; "2s" at row 2, column 3 would be caught the same way.
        let text = "0, 1i, 2i, 3i\n1d, 0, 1i, 2i\n2d, 1d, 1s, 1i 1s\n3d, 2d, 1d 1s, 1i\n"
        let result = Fixtures.grade(try Fixtures.kitKat, text)
        let cells = try #require(result.items.first { $0.id == "cells" })
        #expect(cells.feedback.en.contains("15 of 16 cells follow"))
        #expect(
            cells.feedback.en.contains("1i: a path to this cell inserts 0 more than it deletes, but 1i inserts 1 more.")
        )
    }

    @Test(
        "malformed tables get zero and say why",
        arguments: [
            ("0 1 2\n1 0 1\n", "expected 4 cells, found 3"),
            ("0 1 2 3\n1 0 1 2\n", "expected 4 rows (including row 0), found 2"),
            ("0 1 2 3\n1 0 x1 2\n2 1 1 2\n3 2 2 1\n", "'x1' is not a number"),
        ])
    func malformed(text: String, reason: String) throws {
        let result = Fixtures.grade(try Fixtures.kitKat, text)
        #expect(!result.wasRead)
        #expect(result.score == .zero)
        #expect(result.problem?.message.en.contains(reason) == true)
    }

    @Test("a JSON table with blanks is judged against the true table around the blank")
    func json() throws {
        let text = #"{"table": [[0,1,2,3],[1,0,1,2],[2,1,null,2],[3,2,2,1]]}"#
        let result = Fixtures.grade(try Fixtures.kitKat, text)
        let cells = try #require(result.items.first)
        #expect(cells.feedback.en.contains("15 of 16"))
    }
}
