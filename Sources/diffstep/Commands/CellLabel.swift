import ArgumentParser
import Storyboard

/// What a trace's cells show, as `--notation` spells it.
enum CellLabel: String, CaseIterable, ExpressibleByArgument {
    /// The cost, with the letter of the operation on the path (`1*s`).
    case cost
    /// The article's notation of the chosen sub-path (`2i 1d`).
    case ops

    /// The storyboard's name for the same choice.
    var cellText: TraceStoryboard.CellText {
        switch self {
        case .cost: .cost
        case .ops: .notation
        }
    }
}
