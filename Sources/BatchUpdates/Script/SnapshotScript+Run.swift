extension SnapshotScript {
    /// Runs the script against a simulated diffable data source.
    ///
    /// One snapshot is built line by line, starting from what is on screen; `apply` shows
    /// it and starts the next one from the new screen, as `dataSource.snapshot()` does. A
    /// line that raises is reported and skipped, so one mistake does not hide the rest.
    /// - Parameter release: the iOS release whose rules apply.
    /// - Returns: one step per line.
    /// - Complexity: O(L · n log n): L lines, n identifiers.
    public func run(release: UIKitRelease) -> [ScriptStep] {
        var source = DiffableDataSource<String, String>(release: release)
        var working = source.snapshot()
        var steps: [ScriptStep] = []
        for line in lines {
            let before = ScriptState(source.snapshot())
            let outcome: ScriptStep.Outcome
            var warnings: [BatchError] = []
            if let needed = line.command.introducedIn, release < needed {
                outcome = .unavailable(needed)
            } else {
                do throws(BatchError) {
                    var trial = working
                    let logged = trial.warnings.count
                    if let result = try Self.perform(line.command, on: &trial, source: &source) {
                        outcome = .applied(result, before: before)
                        warnings = result.warnings
                        working = source.snapshot()
                    } else {
                        outcome = .edited
                        warnings = Array(trial.warnings[logged...])
                        working = trial
                    }
                } catch {
                    outcome = .raised(error)
                }
            }
            steps.append(
                ScriptStep(
                    line: line, outcome: outcome, warnings: warnings, working: ScriptState(working),
                    shown: ScriptState(source.snapshot())))
        }
        return steps
    }

    /// Performs one command; returns the apply result for `apply` lines.
    private static func perform(
        _ command: ScriptCommand, on snapshot: inout Snapshot<String, String>,
        source: inout DiffableDataSource<String, String>
    ) throws(BatchError) -> ApplyResult<String>? {
        switch command {
        case .appendSections(let names): try snapshot.appendSections(names)
        case .insertSections(let names, .before(let anchor)): try snapshot.insertSections(names, beforeSection: anchor)
        case .insertSections(let names, .after(let anchor)): try snapshot.insertSections(names, afterSection: anchor)
        case .deleteSections(let names): snapshot.deleteSections(names)
        case .moveSection(let name, .before(let anchor)): try snapshot.moveSection(name, beforeSection: anchor)
        case .moveSection(let name, .after(let anchor)): try snapshot.moveSection(name, afterSection: anchor)
        case .reloadSections(let names): try snapshot.reloadSections(names)
        case .appendItems(let names, let section): try snapshot.appendItems(names, toSection: section)
        case .insertItems(let names, .before(let anchor)): try snapshot.insertItems(names, beforeItem: anchor)
        case .insertItems(let names, .after(let anchor)): try snapshot.insertItems(names, afterItem: anchor)
        case .deleteItems(let names): snapshot.deleteItems(names)
        case .deleteAllItems: snapshot.deleteAllItems()
        case .moveItem(let name, .before(let anchor)): try snapshot.moveItem(name, beforeItem: anchor)
        case .moveItem(let name, .after(let anchor)): try snapshot.moveItem(name, afterItem: anchor)
        case .reloadItems(let names): try snapshot.reloadItems(names)
        case .reconfigureItems(let names): try snapshot.reconfigureItems(names)
        case .apply(let animated): return try source.apply(snapshot, animatingDifferences: animated)
        case .applyUsingReloadData: return try source.applySnapshotUsingReloadData(snapshot)
        }
        return nil
    }
}
