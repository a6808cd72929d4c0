import DiffableSnapshots
import Testing

@testable import Grading

/// Snapshot exercises whose script is drawn per student (`Exercises/random-snapshot.md`).
@Suite struct SnapshotVariantTests {
    static var sample: Exercise {
        get throws { try Fixtures.exercise(named: "random-snapshot.md") }
    }

    static func script(_ exercise: Exercise, _ student: String) throws -> String {
        guard case .snapshot(let script, _) = exercise.variant(for: student) else {
            Issue.record("not a snapshot variant")
            return ""
        }
        return script
    }

    /// The calls of the key: the lines of its last code block.
    static func keyCalls(_ exercise: Exercise, _ student: String) throws -> [String] {
        let key = exercise.answerKey(for: student, language: .en)
        let blocks = key.components(separatedBy: "```\n")
        let last = try #require(blocks.dropLast().last)
        return last.split(separator: "\n").map(String.init)
    }

    @Test("two students get different scripts, each a valid script ending with apply, and the handout says so")
    func studentsDiffer() throws {
        let exercise = try Self.sample
        let kim = try Self.script(exercise, "kim")
        let lee = try Self.script(exercise, "lee")
        #expect(kim != lee)
        #expect(kim == (try Self.script(exercise, "kim")))
        for script in [kim, lee] {
            let parsed = try SnapshotScript(parsing: script)
            #expect(parsed.lines.last?.command == .apply(animatingDifferences: true))
            #expect(script.hasPrefix("appendSections s0 s1\n"))
        }
        #expect(exercise.isGenerated)
        #expect(exercise.handoutMarkdown(language: .en).contains("generated per student"))
        #expect(exercise.handoutMarkdown(language: .en, student: "kim").contains(kim.trimmingBlankLines))
    }

    @Test(
        "the key is the simulator's batch for the student's script, and it earns every point",
        arguments: ["kim", "lee", "park", "choi", "s-17"])
    func keyIsSimulatorBatch(student: String) throws {
        let exercise = try Self.sample
        let steps = try SnapshotScript(parsing: try Self.script(exercise, student)).run(release: .iOS17)
        guard case .applied(let result, let before) = steps.last?.outcome else {
            Issue.record("the last line did not apply")
            return
        }
        #expect(result.check != nil)
        let performed = SnapshotJudge.calls(result.batch.batchUpdate.updates)
        let key = try Self.keyCalls(exercise, student)
        if performed.isEmpty {
            #expect(before == steps.last?.shown)
        } else {
            #expect(key == performed)
            #expect(before != steps.last?.shown)
        }
        let right = Fixtures.grade(exercise, performed.isEmpty ? "none" : key.joined(separator: "\n"), student: student)
        #expect(right.score == Score(points: 5), "\(right.items.first?.feedback.en ?? "")")
        if performed.count > 1 {
            let partial = Fixtures.grade(exercise, key.dropLast().joined(separator: "\n"), student: student)
            #expect(partial.wasRead && partial.score < Score(points: 5))
        }
    }

    @Test("a pool too small for the sections and items is an exercise error naming the key")
    func smallPool() throws {
        let error = try #require(throws: GradingError.self) {
            try Fixtures.exercise(
                kind: "snapshot", inputs: "{ script: { sections: 2, items: 3, pool: \"a b c d e\", edits: 1 } }")
        }
        #expect(error.message.en.contains("sample.md:"))
        #expect(error.message.en.contains("inputs.script.pool"))
        let reserved = try #require(throws: GradingError.self) {
            try Fixtures.exercise(
                kind: "snapshot", inputs: "{ script: { sections: 1, items: 2, pool: \"a after\", edits: 1 } }")
        }
        #expect(reserved.message.ko.contains("before와 after 제외"))
    }
}
