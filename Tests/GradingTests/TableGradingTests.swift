import TestSupport
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
            cells.feedback.en.contains(
                "You wrote 1, but this cell must be min(up 1 + 1, left 1 + 1, diagonal 0 + 0 ('k' = 'k'))."))
        #expect(cells.keyNote?.en.contains("0 from the student's neighbours, 0 in the true table") == true)
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
                "row 2 ('b'), column 2 ('d'). 1i 1d: the total 2 is right, but no cheapest path does 1i 1d (add one operation to a neighbour's notation)."
            ))
        #expect(!cells.feedback.ko.contains("2s") && !cells.feedback.en.contains("2s"))
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
        "incomplete tables are read, say what was missing, and cost only the missing cells",
        arguments: [
            ("0 1 2\n1 0 1\n", "line 1: expected 4 cells, found 3. The 10 missing cells count as blank"),
            ("0 1 2 3\n1 0 1 2\n", "expected 4 rows (including row 0), found 2. The 8 missing cells count as blank"),
        ])
    func incomplete(text: String, reason: String) throws {
        let result = Fixtures.grade(try Fixtures.kitKat, text)
        #expect(result.wasRead && result.score > .zero)
        #expect(result.readingNote?.en.contains(reason) == true, "\(String(describing: result.readingNote))")
    }

    @Test("a sheet with more rows than the table, or no row at all, is unreadable and says why")
    func malformed() throws {
        let extra = Fixtures.grade(try Fixtures.kitKat, "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n4 4 4 4\n")
        #expect(!extra.wasRead && extra.score == .zero)
        #expect(extra.problem?.message.en.contains("expected 4 rows (including row 0), found 5") == true)
        let prose = Fixtures.grade(try Fixtures.kitKat, "I do not know.\n")
        #expect(!prose.wasRead && prose.problem != nil)
    }

    @Test("an unreadable token costs its own cell only and is quoted back")
    func unreadableToken() throws {
        let result = Fixtures.grade(try Fixtures.kitKat, "0 1 2 3\n1 0 x1 2\n2 1 1 2\n3 2 2 1\n")
        let cells = try #require(result.items.first { $0.id == "cells" })
        #expect(result.wasRead)
        #expect(cells.feedback.en.contains("15 of 16 cells follow"))
        #expect(
            cells.feedback.en.contains("Cells that could not be read (write a number, '2i 1d' or '?'): 'x1' (1, 2)"))
    }

    @Test(
        "an isolated typo costs one cell, wherever it is and whatever its value",
        arguments: [(1, 1, 9), (1, 1, 2), (2, 2, 0), (1, 2, 5), (2, 1, 3)])
    func isolatedTypo(row: Int, column: Int, value: Int) throws {
        var rows = TableGradingTests.right.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        rows[row][column] = String(value)
        let text = rows.map { $0.joined(separator: " ") }.joined(separator: "\n")
        let cells = try #require(Fixtures.grade(try Fixtures.kitKat, text).items.first { $0.id == "cells" })
        #expect(cells.feedback.en.contains("15 of 16 cells follow"), "\(text)")
    }

    @Test("the forgiving reader's shared cases read the same in a graded table", arguments: ForgivingCases.all)
    func forgivingCells(input: String, expected: String?) throws {
        let grid = try Grid(text: "0, 1i\n1d, \(input)\n", rows: 2, columns: 2)
        let cell = grid.cells[1][1]
        if let expected {
            #expect(cell.text == expected, "\(input)")
        } else {
            #expect(cell == .unreadable(input), "\(input)")
        }
    }

    @Test(
        "rows in other notations, separators, comments and full-width digits are read",
        arguments: [
            "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n",
            "# my table\n0;1;2;3\n1;0;1;2 // row k\n2;1;1;2\n3;2;2;1\n",
            "0|1|2|3\n1|0|1|2\n2|1|1|2\n3|2|2|1\n",
            "０ １ ２ ３\n１ ０ １ ２\n２ １ １ ２\n３ ２ ２ １\n",
            "0 1I 2I 3I\n1D 0 1I 2I\n2D 1D 1S 1I 1S\n3D 2D 1S 1D 1S\n",
            "0 1i 2i 3i\n1d 0 1i 2i\n2d 1d 1s 1s1i\n3d 2d 1s1d 1s\n",
            "0\t1\t2\t3\n1\t0\t1\t2\n2\t1\t1\t2\n3\t2\t2\t1\n",
        ])
    func forgivingRows(text: String) throws {
        #expect(Fixtures.grade(try Fixtures.kitKat, text).score == Score(points: 10), "\(text)")
    }

    @Test("a JSON table with blanks is judged against the true table around the blank")
    func json() throws {
        let text = #"{"table": [[0,1,2,3],[1,0,1,2],[2,1,null,2],[3,2,2,1]]}"#
        let result = Fixtures.grade(try Fixtures.kitKat, text)
        let cells = try #require(result.items.first)
        #expect(cells.feedback.en.contains("15 of 16"))
    }
}
