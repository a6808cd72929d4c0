import Foundation
import Testing

/// `trace --format cigar` and `trace --format json` when even the band's table is over the limit:
/// the chosen path alone, checked against the full trace's JSON path.
@Suite struct AlignmentFormatTests {
    /// The full trace's chosen path as operation names, from `trace --format json`.
    static func tracePath(_ arguments: [String]) throws -> (distance: Int?, operations: [String]) {
        let result = try CLI.run(["trace"] + arguments + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let path = object?["path"] as? [[String: Any]] ?? []
        return (object?["distance"] as? Int, path.compactMap { $0["operation"] as? String })
    }

    @Test("kitten -> sitting: one line of runs, the letters edlib writes for align(target, source)")
    func kitten() throws {
        let result = try CLI.run(["trace", "kitten", "sitting", "--format", "cigar"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == "1X3=1X1=1I\n")
        let deletes = try CLI.run(["trace", "abc", "", "--format", "cigar"])
        #expect(deletes.stdout == "3D\n")
        let none = try CLI.run(["trace", "", "", "--format", "cigar"])
        #expect(none.status == 0 && none.stdout == "\n")
    }

    @Test("json past the band's limit: the path alone, the band's facts, no cells; the same path as the full trace")
    func jsonPastTheBand() throws {
        // 20 cells hold no band for abcd -> wxyz (k = 4 needs 5 x 10 slots); json gives the path.
        let result = try CLI.run(["trace", "abcd", "wxyz", "--max-cells", "20", "--format", "json"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["banded"] as? Bool == true)
        #expect(object?["cells"] == nil && object?["window"] == nil)
        #expect(object?["distance"] as? Int == 4)
        let diagonals = object?["diagonals"] as? [Int] ?? []
        #expect(diagonals.count == 2 && diagonals[0] <= 0 && diagonals[1] >= 0)
        #expect(object?["source"] as? [String] == ["a", "b", "c", "d"])
        let path = object?["path"] as? [[String: Any]] ?? []
        #expect(path.first?["operation"] is NSNull && path.first?["notation"] as? String == "0")
        #expect(path.last?["row"] as? Int == 4 && path.last?["column"] as? Int == 4)
        #expect(path.last?["notation"] as? String == "4s")
        let full = try Self.tracePath(["abcd", "wxyz"])
        #expect(path.compactMap { $0["operation"] as? String } == full.operations)
        // With an insert too (30 cells hold no band of k = 4 for 7 rows): the full trace's steps.
        let uneven = try CLI.run(["trace", "kitten", "sitting!", "--max-cells", "30", "--format", "json"])
        let unevenPath =
            (try JSONSerialization.jsonObject(with: Data(uneven.stdout.utf8)) as? [String: Any])?["path"]
            as? [[String: Any]]
        let fullJSON = try CLI.run(["trace", "kitten", "sitting!", "--format", "json"])
        let fullPath =
            (try JSONSerialization.jsonObject(with: Data(fullJSON.stdout.utf8)) as? [String: Any])?["path"]
            as? [[String: Any]]
        #expect(unevenPath?.map { $0["notation"] as? String } == fullPath?.map { $0["notation"] as? String })
        #expect(unevenPath?.map { $0["row"] as? Int } == fullPath?.map { $0["row"] as? Int })
        #expect(unevenPath?.map { $0["column"] as? Int } == fullPath?.map { $0["column"] as? Int })
    }

    @Test(
        "the two-bit band's refusal names the --max-cells the user gave and the least that holds it (en, ko)",
        arguments: ["cigar", "json", "summary"])
    func twoBitRefusalNamesTheUsersLimit(format: String) throws {
        // 300 letters with two edits: the alignment's band is whole 64-row blocks by 300
        // columns, far over 20 x 20 two-bit cells; the message said "limit 400".
        let source = String(repeating: "abcdefghij", count: 30)
        var target = Array(source)
        (target[5], target[100]) = ("z", "z")
        let texts = [source, String(target), "--max-cells", "20", "--format", format]
        let english = try CLI.run(["trace"] + texts + ["--lang", "en"])
        #expect(english.status == 2 && english.stdout.isEmpty)
        #expect(english.stderr.hasPrefix("diffstep: diagonal band too large: "))
        #expect(english.stderr.contains("(limit 20, --max-cells)") && !english.stderr.contains("limit 400"))
        let korean = try CLI.run(["trace"] + texts + ["--lang", "ko"])
        #expect(korean.status == 2 && korean.stderr.contains("(한도 20, --max-cells)"))
        // "R x C = K cells of two bits, 20 to a table cell's room, so at least N cells": N is
        // ⌈K / 20⌉, and exactly the least --max-cells that holds the band.
        let numbers = english.stderr.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let (rows, columns, cells, perCell, needed) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])
        #expect(rows * columns == cells && perCell == 20 && needed == (cells + 19) / 20)
        #expect(english.stderr.contains("so at least \(needed) cells"))
        #expect(korean.stderr.contains("적어도 \(needed)칸"))
        let holds = try CLI.run(["trace", source, String(target), "--max-cells", "\(needed)", "--format", "cigar"])
        #expect(holds.status == 0 && holds.stdout == "5=1X94=1X199=\n")
        let short = try CLI.run(["trace", source, String(target), "--max-cells", "\(needed - 1)", "--format", "cigar"])
        #expect(short.status == 2 && short.stderr.contains("(limit \(needed - 1), --max-cells)"))
    }
}
