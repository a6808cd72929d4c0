import DiffEngine
import Storyboard
import TextIntake
import Wire

extension WebEngine {
    /// Heckel's passes over two lists as the web stepper plays them (the site's `heckel` widget).
    ///
    /// `{"old": [...], "new": [...], "stepper"}`: the lists as read, and the frames.
    /// - Parameters:
    ///   - old: the list before: items separated by spaces (`1 2 3`), or one item per
    ///     character when there is no space (`123`), as a `diffstep heckel` block reads them.
    ///   - new: the list after, read the same way.
    ///   - language: ko or en.
    /// - Complexity: O(n + m) per pass.
    public static func heckel(old: String, new: String, language: String) -> String {
        respond(language) { language throws(WebEngineError) -> JSON in
            let lists = (items(old), items(new))
            for (name, list) in [("old", lists.0), ("new", lists.1)] where list.count > Limits.items {
                throw WebEngineError(EngineWords.listTooLong(name, count: list.count, limit: Limits.items))
            }
            let frames = HeckelStoryboard(old: lists.0, new: lists.1).frames
            return .members([
                "old": .array(lists.0.map(JSON.string)), "new": .array(lists.1.map(JSON.string)),
                "stepper": .raw(Frame.stepperJSON(FrameSequence(frames), language: language, phraseMerges: 0)),
            ])
        }
    }

    /// A list as the `heckel` block reads it: split at spaces, or one item per character.
    static func items(_ text: String) -> [String] {
        text.contains(" ") ? text.split(separator: " ").map { String($0) } : text.map { String($0) }
    }
}
