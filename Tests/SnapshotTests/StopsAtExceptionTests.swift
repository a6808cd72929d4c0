import Testing

@testable import DiffableSnapshots
@testable import Storyboard

/// The stepper of a snapshot script ends where an app would stop: at the first line UIKit
/// raises on, never counting a line after it.
@Suite struct StopsAtExceptionTests {
    @Test("frames end at the first exception; a script without one keeps every line")
    func framesEndAtTheException() throws {
        let crashing = "appendSections main\nappendItems a b\napply\nappendItems a\napply\ndeleteItems b\napply"
        let steps = try SnapshotScript(parsing: crashing).run(release: .iOS14)
        let raised = try #require(steps.firstIndex { if case .raised = $0.outcome { true } else { false } })
        #expect(steps.count == 7)
        let frames = SnapshotFrames.frames(for: steps, language: .en)
        #expect(frames.count == raised + 1)
        #expect(frames.last?.narration.en.hasSuffix("(an app stops here)") == true)
        let clean = try SnapshotScript(parsing: crashing).run(release: .iOS17)
        #expect(SnapshotFrames.frames(for: clean).count == clean.count)
        #expect(SnapshotFrames.frames(for: []).isEmpty)
    }
}
