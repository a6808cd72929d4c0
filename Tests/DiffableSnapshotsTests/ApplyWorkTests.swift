import PropertyBased
import Testing
import TextIntake

@testable import BatchModel
@testable import DiffableSnapshots

/// Each apply compares the whole screen with the snapshot, so a script's applies are bounded
/// from its text (`Limits.snapshotApplyWork`) and a script past it is refused before it runs.
@Suite struct ApplyWorkTests {
    /// What the applies of `lines` really compared: the items and sections on screen before
    /// each apply and in the snapshot applied.
    static func realWork(_ lines: [String]) throws -> Int {
        try SnapshotScript(parsing: lines.joined(separator: "\n")).run(release: .iOS17).reduce(0) { total, step in
            guard case .applied(_, let before) = step.outcome else { return total }
            let building = step.working
            func size(_ state: ScriptState) -> Int {
                state.sections.count + state.sections.indices.reduce(0) { $0 + state.count(inSection: $1) }
            }
            return total + size(before) + size(building)
        }
    }

    @Test("the bound from the text is never below what the applies really compare")
    func theBoundHolds() async {
        await propertyCheck(count: 300, input: ScriptWalkTests.scripts) { lines in
            let script = try SnapshotScript(parsing: lines.joined(separator: "\n"))
            let real = try Self.realWork(lines)
            // The bound is the smallest limit the check lets through.
            var refused = false
            do throws(BatchError) {
                try SnapshotScript.checkApplyWork(script.lines, limit: max(0, real - 1))
            } catch {
                refused = true
            }
            #expect(real == 0 || refused, "a limit below the real work must refuse")
        }
    }

    @Test("past the limit the script is refused at the first apply over it, naming the work and the limit")
    func refusedAtTheLine() throws {
        let lines = ["appendSections main"] + (0..<3).flatMap { ["appendItems i\($0)", "apply"] }
        // Applies compare 1+1, then 2+1+1+1, then 3+1+2+1: 2, 7, 14 in all.
        let script = try SnapshotScript(parsing: lines.joined(separator: "\n"))
        #expect(throws: Never.self) { try SnapshotScript.checkApplyWork(script.lines, limit: 14) }
        do throws(BatchError) {
            try SnapshotScript.checkApplyWork(script.lines, limit: 13)
            Issue.record("expected a refusal")
        } catch {
            guard case .script(let failure) = error else {
                Issue.record("expected a script failure, got \(error)")
                return
            }
            #expect(failure.line == 7)
            #expect(failure.reason == .tooMuchApplyWork(work: 14, limit: 13))
            #expect(failure.reason.description.contains("14"))
        }
    }

    @Test("a script of many applies over many items is refused when parsed, before any line runs")
    func aLongScriptIsRefusedAtOnce() {
        let count = 4_000
        let text = "appendSections main\n" + (0..<count).map { "appendItems i\($0)\napply" }.joined(separator: "\n")
        #expect {
            _ = try SnapshotScript(parsing: text)
        } throws: { error in
            guard let error = error as? BatchError, case .script(let failure) = error,
                case .tooMuchApplyWork(let work, let limit) = failure.reason
            else { return false }
            return work > limit && limit == Limits.snapshotApplyWork && failure.text == "apply"
        }
    }
}
