import Foundation
import Lessons
import Storyboard

/// The learner's place in the tutorial, kept in `$XDG_STATE_HOME/diffstep/progress.json`
/// (or `~/.local/state/diffstep/progress.json`).
///
/// Saving writes a temporary file beside the real one and renames it over, so a crash or a
/// full disk never leaves half a file. A file that cannot be read is renamed aside with a
/// warning and the tutorial starts over; progress is never worth a crash.
struct ProgressStore {
    /// The file.
    let file: URL
    /// Where a warning goes, and in which language.
    let console: Console

    /// The store at the standard place for the console's environment.
    init(console: Console) {
        self.console = console
        let environment = console.environment
        var base: URL
        // The XDG spec says a relative XDG_STATE_HOME is invalid and must be ignored.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        file = base.appendingPathComponent("diffstep/progress.json")
    }

    /// The saved position, or nil when there is none; warns and sets an unreadable file aside.
    func load() -> TutorialProgress? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        if let data = try? Data(contentsOf: file),
            let progress = try? JSONDecoder().decode(TutorialProgress.self, from: data), progress.version == 1
        {
            return progress
        }
        let aside = file.deletingLastPathComponent()
            .appendingPathComponent("progress.unreadable-\(Int(Date().timeIntervalSince1970)).json")
        let moved = (try? FileManager.default.moveItem(at: file, to: aside)) != nil
        let shown = moved ? aside.path : file.path
        console.error(ProcessWords.progressUnreadable(setAsideAt: shown)[console.language])
        return nil
    }

    /// Writes `progress` atomically; warns instead of failing when it cannot.
    func save(_ progress: TutorialProgress) {
        let directory = file.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".progress-\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(progress).write(to: temporary)
            guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            console.error(ProcessWords.progressUnsaved(file.path)[console.language])
        }
    }

    /// Forgets the saved position.
    func reset() {
        try? FileManager.default.removeItem(at: file)
    }
}
