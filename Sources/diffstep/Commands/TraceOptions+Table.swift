import DiffEngine
import Render
import Storyboard

extension TraceOptions.Table {
    /// The table's frames: the whole walkthrough, or a window of the band's.
    /// `unit` is how the texts were split (words keep their spaces in the narration); `language`,
    /// when given, the one language the words are read in (the other is never built).
    func frames(cellText: TraceStoryboard.CellText, unit: TokenUnit, language: Language? = nil) -> FrameSequence {
        switch self {
        case .full(let trace):
            TraceStoryboard(trace: trace, cellText: cellText, unit: unit, language: language).sequence
        case .banded(let storyboard, _): storyboard.sequence
        }
    }

    /// The edit distance the table found.
    var distance: Int {
        switch self {
        case .full(let trace): trace.distance
        case .banded(let storyboard, _): storyboard.trace.distance
        }
    }

    /// The JSON contract of the table (`docs/json.md`).
    func json(unit: TokenUnit) -> JSON {
        switch self {
        case .full(let trace): trace.json(unit: unit)
        case .banded(let storyboard, _): storyboard.json(unit: unit)
        }
    }

    /// Why only a band was computed, for the one line above a banded drawing; nil for a whole table.
    var note: Localized? {
        switch self {
        case .full: nil
        case .banded(let storyboard, let limit): storyboard.note(limit: limit)
        }
    }
}

extension TraceOptions {
    /// "source → target" for a heading, tokens joined the way the unit split them; a band's
    /// with its width, each side cut to its first 40 tokens.
    func title(_ table: Table) -> String {
        switch table {
        case .full(let trace): return title(source: trace.source, target: trace.target)
        case .banded(let storyboard, _):
            func cut(_ tokens: [String]) -> [String] { tokens.count > 40 ? tokens.prefix(40) + ["…"] : tokens }
            return title(source: cut(storyboard.trace.source), target: cut(storyboard.trace.target))
                + " (k = \(storyboard.trace.band))"
        }
    }
}
