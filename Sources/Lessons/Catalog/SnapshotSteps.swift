import BatchUpdates
import Storyboard

/// Shared pieces of the snapshot lessons: a script's applies as frames, and frames of words.
enum SnapshotSteps {
    /// The frames of `script`'s `apply` lines and failures, or nil when there are not
    /// `count` of them (the script and the lesson disagree: a bug the lesson tests catch).
    static func applies(_ script: String, count: Int) -> [Frame]? {
        let frames = SnapshotFrames.applies(script)
        return frames.count == count ? frames : nil
    }

    /// A frame of words only.
    static func say(_ title: Localized, _ narration: Localized) -> Frame {
        Frame(title: title, panels: [], narration: narration)
    }

    /// `frame` titled for the lesson (not by its script line, which a lesson does not show),
    /// with `narration` put before the script's own words, and `prompt` asked.
    static func retold(_ frame: Frame, title: Localized, _ narration: Localized? = nil, prompt: Prompt? = nil) -> Frame {
        var frame = frame
        frame.title = title
        if let narration {
            frame.narration = Localized(ko: narration.ko + "\n" + frame.narration.ko, en: narration.en + "\n" + frame.narration.en)
        }
        frame.prompt = prompt
        return frame
    }
}
