import ArgumentParser
import SiteBuilder
import Storyboard

// `--notation`: SiteBuilder's CellLabel, which the site's trace form offers too.
extension CellLabel: ExpressibleByArgument {
    /// The storyboard's name for the same choice.
    var cellText: TraceStoryboard.CellText {
        switch self {
        case .cost: .cost
        case .ops: .notation
        }
    }
}
