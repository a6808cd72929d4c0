import BatchModel
import DiffableSnapshots
import Storyboard
import Wire

extension WebEngine {
    /// A diffable data source snapshot script run the way `diffstep snapshot --format json`
    /// runs it, with the frames the web stepper plays.
    ///
    /// `{"exitCode": 0 or 1, "steps": SnapshotScriptJSON, "stepper"}`; a script that does not
    /// parse gives `{"error"}` with the CLI's three lines (message, line, caret).
    /// - Parameters:
    ///   - script: one snapshot method per line (docs/snapshot.md).
    ///   - ios: 13 to 18 or 26, a point release or a later one (as `--ios`): the snapshot
    ///     rules of the newest modelled release at or before it; empty for the current release.
    ///   - language: ko or en.
    /// - Complexity: the snapshot simulator's.
    public static func snapshot(script: String, ios: String, language: String) -> String {
        respond(language) { language throws(WebEngineError) -> JSON in
            let release = UIKitRelease(try release(ios) ?? .current)
            let parsed: SnapshotScript
            do throws(BatchError) {
                parsed = try SnapshotScript(parsing: script)
            } catch {
                guard case .script(let failure) = error else {
                    throw WebEngineError(BatchErrorWords.localized(error, file: "script"))
                }
                throw WebEngineError(SnapshotWords.parseMessage(failure, file: "script"))
            }
            let steps = parsed.run(release: release)
            return .members([
                "exitCode": .int(steps.contains(where: { $0.failed }) ? 1 : 0),
                "steps": SnapshotScriptJSON.json(steps, release: release, language: language),
                "stepper": .raw(
                    Frame.stepperJSON(
                        FrameSequence(SnapshotFrames.frames(for: steps, language: language)), language: language,
                        phraseMerges: 0)),
            ])
        }
    }
}
