import BatchModel
import BatchSimulation
import DiffEngine
import Storyboard

/// Small shared pieces of lesson scripts.
enum Lines {
    /// The index paths of `items` in section 0.
    static func paths(_ items: some Sequence<Int>) -> [IndexPath] {
        items.map { IndexPath(item: $0, section: 0) }
    }

    /// The simulation of one batch from `old` to `new`, as lists of single letters.
    static func simulate(_ updates: [Update], old: String, new: String) -> BatchSimulation? {
        let script = CallScript(batch: BatchUpdate(updates))
        let simulation = try? Simulation(
            script, old: Contents(items: old.map(String.init)), new: Contents(items: new.map(String.init)))
        return simulation?.batches.first
    }

    /// The trace of two words, token by grapheme.
    static func trace(_ source: String, _ target: String) -> Trace<String>? {
        try? Trace(source: TokenUnit.grapheme.tokens(of: source), target: TokenUnit.grapheme.tokens(of: target))
    }

    /// A frame saying the engine could not build this part (never expected for the fixed inputs).
    static let unavailable = Frame(
        panels: [], narration: Localized(ko: "이 단계를 만들 수 없습니다.", en: "This step could not be built."))
}
