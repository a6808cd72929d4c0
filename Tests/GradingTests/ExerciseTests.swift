import TestSupport
import Testing

@testable import Grading

@Suite struct ExerciseTests {
    @Test("front matter is read with its items and weights")
    func reads() throws {
        let exercise = try Fixtures.exercise(
            kind: "table", inputs: "{ source: kit, target: kat }", extra: "weights: { cells: 1, exact: 1 }")
        #expect(exercise.id == "sample-table")
        #expect(exercise.kind == .table)
        #expect(exercise.items.map(\.id) == ["cells", "exact"])
        #expect(exercise.itemPoints == [Score(points: 5), Score(points: 5)])
        #expect(exercise.body == "Body.")
        #expect(exercise.variant(for: "anyone") == .words(source: "kit", target: "kat"))
    }

    @Test("weights that do not divide evenly still sum to the points")
    func uneven() throws {
        let exercise = try Fixtures.exercise(kind: "table", inputs: "{ source: kit, target: kat }")
        #expect(exercise.itemPoints == [Score(hundredths: 750), Score(hundredths: 250)])
        #expect(Score(points: 10).scaled(1, of: 3).description == "3.33")
    }

    @Test(
        "errors name the file, the line and the key",
        arguments: [
            ("kind: tabel", GradingError.unknownKind(file: "x.md", line: 3, kind: "tabel")),
            ("kind: table\npionts: 3", .unknownKey(file: "x.md", line: 4, key: "pionts", known: Exercise.keys)),
            ("kind: table\npoints: 3\ntitle: T", .missingKey(file: "x.md", line: 2, key: "inputs")),
            (
                "kind: table\npoints: [1",
                .yamlSyntax(file: "x.md", line: 5, problem: "did not find expected ',' or ']'")
            ),
        ])
    func errors(frontMatter: String, expected: GradingError) {
        #expect(throws: expected) { try Exercise(text: "---\nid: x\n\(frontMatter)\n---\n", file: "x.md") }
    }

    @Test(
        "words whose table is over the engine's limit are refused at load, naming it (every answer failed before)",
        arguments: ["alignment", "distance", "table"])
    func wordsOverTheTableLimit(kind: String) throws {
        // 5,000 x 5,000 letters: 5001 x 5001 = 25,010,001 cells, just over 25,000,000.
        let long = String(repeating: "ab", count: 2_500)
        do {
            _ = try Fixtures.exercise(kind: kind, inputs: "{ source: \(long), target: \(long) }")
            Issue.record("an exercise over the table's limit was read")
        } catch {
            guard case .badValue(_, _, let key, let expected) = error as? GradingError else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(key == "inputs")
            #expect(expected.en == "words whose table has at most 25000000 cells (these make 5001 x 5001 = 25010001)")
            #expect(expected.ko == "표가 25000000칸 이하인 단어 (이 단어들의 표는 5001 x 5001 = 25010001칸)")
        }
        // Two letters fewer on one side fit: 4999 x 5001 = 24,999,999 cells.
        let fits = String(long.dropLast(2))
        #expect(throws: Never.self) {
            try Fixtures.exercise(kind: kind, inputs: "{ source: \(fits), target: \(long) }")
        }
    }

    @Test("a file without front matter is refused")
    func noFrontMatter() {
        #expect(throws: GradingError.noFrontMatter(file: "x.md")) { try Exercise(text: "# Title\n", file: "x.md") }
    }

    @Test("variants are the same on every run and differ between students")
    func variants() throws {
        let exercise = try Fixtures.exercise(
            kind: "table",
            inputs: "{ source: { length: 4, alphabet: ACGT }, target: { length: [3, 5], alphabet: ACGT } }")
        let first = exercise.variant(for: "kim")
        #expect(first == exercise.variant(for: "kim"))
        #expect(first == .words(source: "CCGT", target: "ACTG"))
        let others = Set(["lee", "park", "choi", "jung"].map { exercise.variant(for: $0).words?.source ?? "" })
        #expect(others.count > 1)
    }

    @Test("FNV-1a and SplitMix64 match their published values")
    func stableRandom() {
        #expect(StableRandom.fnv1a(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        var random = StableRandom(seed: 0)
        #expect(random.next() == 0xe220_a839_7b1d_cdaf)
    }
}
