import BatchModel
import DiffableSnapshots
import FuzzDriver
import Render
import Storyboard
import TextIntake

/// `diffstep snapshot SCRIPT`: parsed, run on every iOS release, worded as frames in both
/// languages and as JSON, as the command does; any outcome but a trap or a hang is fine.
@main enum FuzzSnapshotScriptMain {
    static func main() { runFuzzer(fuzz) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let text = try? Intake.text(fuzzBytes(data, size)) else { return 0 }
    guard let script = try? SnapshotScript(parsing: text) else { return 0 }
    // One release per input keeps an execution short; the length picks it.
    let release = UIKitRelease.allCases[size % UIKitRelease.allCases.count]
    let steps = script.run(release: release)
    let frames = SnapshotFrames.frames(for: steps)
    for language in [Language.ko, .en] {
        for frame in frames { _ = FrameText.render(frame, language: language, color: true) }
    }
    _ = SnapshotScriptJSON.json(steps, release: release, language: .en).serialized()
    return 0
}
