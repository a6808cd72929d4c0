import DiffEngine
import Testing

@testable import Grading

/// The instructor's answer key for every kind of exercise, checked against values worked out
/// here: the kit -> kat table by hand, AUERY -> GARUEY's scripts by replaying them and by
/// counting optimal alignments with a plain recursion.
@Suite struct AnswerKeyTests {
    /// The number of optimal alignments, counted the slow obvious way.
    static func optimalAlignments(_ a: [Character], _ b: [Character]) -> Int {
        var cost = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        var count = cost
        for i in 0...a.count {
            for j in 0...b.count {
                if i == 0 || j == 0 {
                    (cost[i][j], count[i][j]) = (i + j, 1)
                    continue
                }
                let options = [
                    (cost[i - 1][j] + 1, count[i - 1][j]), (cost[i][j - 1] + 1, count[i][j - 1]),
                    (cost[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), count[i - 1][j - 1]),
                ]
                let best = options.map { $0.0 }.min() ?? 0
                cost[i][j] = best
                count[i][j] = options.filter { $0.0 == best }.map { $0.1 }.reduce(0, +)
            }
        }
        return count[a.count][b.count]
    }

    /// Replays `keep A`, `delete A`, `insert G`, `substitute A -> G` lines on `source`.
    static func replay(_ lines: [Substring], on source: String) -> (result: String, cost: Int)? {
        var rest = Substring(source)
        var result = ""
        var cost = 0
        for line in lines {
            let words = line.split(separator: " ")
            guard let verb = words.first, words.count >= 2, let letter = words[1].first else { return nil }
            switch verb {
            case "keep":
                guard rest.first == letter else { return nil }
                result.append(rest.removeFirst())
            case "delete":
                guard rest.first == letter else { return nil }
                rest.removeFirst()
                cost += 1
            case "insert":
                result.append(letter)
                cost += 1
            case "substitute":
                guard rest.first == letter, words.count == 4, let new = words[3].first else { return nil }
                rest.removeFirst()
                result.append(new)
                cost += 1
            default: return nil
            }
        }
        return rest.isEmpty ? (result, cost) : nil
    }

    @Test("a table key: the distance, the cost table (worked by hand) and the notation table")
    func table() throws {
        let key = try Fixtures.kitKat.answerKey(for: "s1", language: .en)
        #expect(key.hasPrefix("# Answer key: Practice (s1)\n\nEdit distance `kit` → `kat`: **1**\n"))
        let rows = key.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        for row in ["ε k a t", "ε 0 1 2 3", "k 1 0 1 2", "i 2 1 1 2", "t 3 2 2 1"] {
            #expect(rows.contains(row), "missing \(row)")
        }
        let notation = key.split(separator: "\n").filter { $0.contains(",") }
        #expect(notation.count == 5)
        #expect(notation.last?.hasSuffix("1s") == true)
        #expect(notation.first { $0.contains("3i") } != nil && notation.first { $0.contains("3d") } != nil)
        let korean = try Fixtures.kitKat.answerKey(for: "s1", language: .ko)
        #expect(korean.hasPrefix("# 정답: 연습 (s1)\n\n편집 거리 `kit` → `kat`: **1**\n"))
    }

    @Test("an alignment key: one script that turns AUERY into GARUEY at cost 3, and how many there are")
    func alignment() throws {
        let exercise = try Fixtures.exercise(named: "auery-garuey-alignment.md")
        let key = exercise.answerKey(for: "s1", language: .en)
        let count = Self.optimalAlignments(Array("AUERY"), Array("GARUEY"))
        #expect(key.contains("**3**"))
        #expect(key.contains("\(count) in all"))
        let fenced = key.components(separatedBy: "```")
        let script = try #require(fenced.count >= 2 ? fenced[1] : nil).split(separator: "\n")
        let replayed = try #require(Self.replay(script, on: "AUERY"))
        #expect(replayed.result == "GARUEY" && replayed.cost == 3)
        #expect(Fixtures.grade(exercise, script.joined(separator: "\n")).score == exercise.points)
        #expect(exercise.answerKey(for: "s1", language: .ko).contains("모두 \(count)가지"))
    }

    @Test("a distance key names the distance only")
    func distance() throws {
        let key = try Fixtures.exercise(kind: "distance", inputs: "{ source: kitten, target: sitting }")
            .answerKey(for: "s1", language: .en)
        #expect(key.contains("Edit distance `kitten` → `sitting`: **3**"))
        #expect(!key.contains("```"))
    }

    @Test("a batch key is a plan the simulator accepts, and it earns every point")
    func batch() throws {
        let exercise = try Fixtures.exercise(named: "indexpath-game-batch.md")
        let key = exercise.answerKey(for: "s1", language: .en)
        let fenced = key.components(separatedBy: "```swift\n")
        let code = try #require(fenced.count == 2 ? fenced[1].components(separatedBy: "\n```").first : nil)
        #expect(code.contains("performBatchUpdates"))
        #expect(key.contains("- old: `a b c d e f`\n- new: `d e f g h i`"))
        #expect(Fixtures.grade(exercise, code).score == exercise.points)
    }

    @Test("a predict-crash key quotes UIKit's exception, or says none in the learner's language")
    func predictCrash() throws {
        let crash = try Fixtures.exercise(named: "example6-crash.md")
        let key = crash.answerKey(for: "s1", language: .en)
        // After the batch 6 items remain (indexes 0...5), so inserting at 6 is refused first.
        #expect(
            key.hasSuffix(
                "\n> attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update\n"
            ))
        let calm = try Fixtures.exercise(
            kind: "predict-crash", inputs: "{ old: [a, b], new: [b], batch: \"delete 0\" }")
        #expect(calm.answerKey(for: "s1", language: .en).contains("No exception (none)"))
        #expect(calm.answerKey(for: "s1", language: .ko).contains("예외 없음 (none)"))
    }

    @Test("a snapshot key: the last apply's batch, nothing, or reloadData")
    func snapshot() throws {
        let moves = try SnapshotGradingTests.exercise(
            "appendSections main\nappendItems a b c\napply\ndeleteItems a\napply")
        #expect(moves.answerKey(for: "s1", language: .en).contains("```\ndelete 0\n```"))
        let nothing = try SnapshotGradingTests.exercise("appendSections main\nappendItems a b\napply\napply")
        #expect(nothing.answerKey(for: "s1", language: .en).contains("Nothing changes (none)"))
        #expect(nothing.answerKey(for: "s1", language: .ko).contains("바뀌는 것 없음 (none)"))
        let reload = try SnapshotGradingTests.exercise(
            "appendSections main\nappendItems a b\napply animatingDifferences: false", ios: "14")
        #expect(reload.answerKey(for: "s1", language: .en).contains("`reloadData`"))
    }

    @Test("AUERY -> GARUEY: the plain recursion agrees with the engine's alignment count")
    func countByHand() throws {
        #expect(Self.optimalAlignments(Array("kit"), Array("kat")) == 1)
        #expect(Self.optimalAlignments(Array("ab"), Array("ba")) == 3)
        let table = try Grader.trace("AUERY", "GARUEY")
        #expect(table.optimalAlignmentCount == BigUInt(UInt64(Self.optimalAlignments(Array("AUERY"), Array("GARUEY")))))
    }

    @Test("a key that cannot be made says why, in the key's language, instead of failing")
    func unbuildable() throws {
        // Exercises refuse a script that does not parse when they load; the judge still words it.
        let judge = SnapshotJudge(script: "appendSections main\nbogus a", release: .iOS17)
        #expect(
            judge.key(language: .en).contains("line 2, column 1: unknown command 'bogus'"),
            "\(judge.key(language: .en))")
        #expect(judge.key(language: .ko).contains("2번째 줄 1열"))
        let crash = try Fixtures.exercise(
            kind: "predict-crash", inputs: "{ old: [a, b], new: [b], batch: \"delete 0 x\" }")
        let batchKey = crash.answerKey(for: "s1", language: .en)
        #expect(
            batchKey.contains("cannot read the calls: line 1, column 10: expected an index, found \"x\""), "\(batchKey)"
        )
        #expect(crash.answerKey(for: "s1", language: .ko).contains("인덱스가 와야 하는데"))
        // Words too long for a table never reach a key: the exercise is refused when read,
        // naming the table's size (ExerciseTests).
        let long = String(repeating: "ab", count: 2_600)
        #expect {
            try Fixtures.exercise(kind: "distance", inputs: "{ source: \(long), target: \(long)x }")
        } throws: { error in
            "\(error)".contains("5201 x 5202")
        }
    }
}
