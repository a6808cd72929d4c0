import DiffableSnapshots
import Storyboard

extension SnapshotCommand {
    /// The most names `--full-states` may print: it shows the whole snapshot at every line, so a
    /// script of L lines over n items prints up to L x n names (a 4,000-line script of appends
    /// is about 8,000,000).
    static let fullStatesLimit = 10_000_000

    /// Up to how many item and section names `--full-states` prints for `script`, read from the
    /// text alone: at each line, every item and section added since the last `deleteAllItems`
    /// (a delete by name may name nothing), and the largest screen applied before it.
    /// - Complexity: O(L) for L lines.
    static func fullStatesNames(_ script: SnapshotScript) -> Int {
        var building = 0
        var screen = 0
        var names = 0
        for line in script.lines {
            switch line.command {
            case .appendItems(let list, _), .insertItems(let list, _), .appendSections(let list),
                .insertSections(let list, _):
                building += list.count
            case .deleteAllItems: building = 0
            case .apply, .applyUsingReloadData: screen = max(screen, building)
            default: break
            }
            names += building + screen
        }
        return names
    }

    /// Refuses `--full-states` when it could print more than ``fullStatesLimit`` names.
    /// - Throws: `CLIError` naming the bound, the limit and the way out.
    static func checkFullStates(_ script: SnapshotScript) throws {
        let names = fullStatesNames(script)
        guard names > fullStatesLimit else { return }
        throw CLIError(RefusalWords.fullStates(names: names, lines: script.lines.count, limit: fullStatesLimit))
    }
}
