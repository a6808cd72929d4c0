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
    ///   - ios: 13, 14, 15 or 17; empty for 17.
    ///   - language: ko or en.
    /// - Complexity: the snapshot simulator's.
    public static func snapshot(script: String, ios: String, language: String) -> String {
        respond(language) { language throws(WebEngineError) -> JSON in
            guard let release = ios.isEmpty ? .iOS17 : Int(ios).flatMap(UIKitRelease.init(rawValue:)) else {
                throw WebEngineError(
                    Localized(
                        ko: "ios는 13, 14, 15, 17 중 하나입니다 (받은 값: \(ios))", en: "ios takes 13, 14, 15 or 17 (got \(ios))")
                )
            }
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
                        FrameSequence(SnapshotFrames.frames(for: steps)), language: language, phraseMerges: 0)),
            ])
        }
    }
}
