import BatchModel
import BatchSimulation

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
        var source = DiffableDataSource<String, ScriptItem>(release: release)
        var working = source.snapshot()
        var rule = IdentityRule.identifier
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
                    var run = Run(rule: rule, snapshot: trial)
                    let applied = try run.perform(line.command, source: &source)
                    trial = run.snapshot
                    rule = run.rule
                    if let result = applied?.named {
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

    /// One command against the snapshot being built, with items read by the current rule.
    private struct Run {
        var rule: IdentityRule
        var snapshot: Snapshot<String, ScriptItem>

        /// The items a line names: `name:content` as written; a bare name is the item of
        /// that name in the snapshot (whatever its content), or a new one.
        /// The items named: an item already in the snapshot keeps its content; the lookup
        /// table is built once per command, so a command naming n items costs O(n).
        func items(_ names: [String]) -> [ScriptItem] {
            // Positions, not items: a dictionary of `Int`s by name is one the binary already has.
            let present = snapshot.itemIdentifiers
            var first: [String: Int] = [:]
            for (position, item) in present.enumerated() where first[item.name] == nil { first[item.name] = position }
            return names.map { name in
                let written = ScriptItem(name, rule: rule)
                guard written.content == nil else { return written }
                return first[name].map { present[$0] } ?? written
            }
        }

        func item(_ name: String) -> ScriptItem { items([name])[0] }

        /// Performs one command; returns the apply result for `apply` lines.
        mutating func perform(
            _ command: ScriptCommand, source: inout DiffableDataSource<String, ScriptItem>
        ) throws(BatchError) -> ApplyResult<ScriptItem>? {
            switch command {
            case .appendSections(let names): try snapshot.appendSections(names)
            case .insertSections(let names, .before(let anchor)):
                try snapshot.insertSections(names, beforeSection: anchor)
            case .insertSections(let names, .after(let anchor)):
                try snapshot.insertSections(names, afterSection: anchor)
            case .deleteSections(let names): snapshot.deleteSections(names)
            case .moveSection(let name, .before(let anchor)): try snapshot.moveSection(name, beforeSection: anchor)
            case .moveSection(let name, .after(let anchor)): try snapshot.moveSection(name, afterSection: anchor)
            case .reloadSections(let names): try snapshot.reloadSections(names)
            case .appendItems(let names, let section): try snapshot.appendItems(items(names), toSection: section)
            case .insertItems(let names, .before(let anchor)):
                try snapshot.insertItems(items(names), beforeItem: item(anchor))
            case .insertItems(let names, .after(let anchor)):
                try snapshot.insertItems(items(names), afterItem: item(anchor))
            case .deleteItems(let names): snapshot.deleteItems(items(names))
            case .deleteAllItems: snapshot.deleteAllItems()
            case .moveItem(let name, .before(let anchor)): try snapshot.moveItem(item(name), beforeItem: item(anchor))
            case .moveItem(let name, .after(let anchor)): try snapshot.moveItem(item(name), afterItem: item(anchor))
            case .reloadItems(let names): try snapshot.reloadItems(items(names))
            case .reconfigureItems(let names): try snapshot.reconfigureItems(items(names))
            case .apply(let animated): return try source.apply(snapshot, animatingDifferences: animated)
            case .applyUsingReloadData: return try source.applySnapshotUsingReloadData(snapshot)
            case .itemIdentity(let newRule): rule = newRule
            case .mutate(let names):
                for changed in items(names) {
                    let same: (ScriptItem, ScriptItem) -> Bool = { $0.name == $1.name }
                    snapshot.mutateInPlace(changed, into: changed, matching: same)
                    source.mutateInPlace(changed, into: changed, matching: same)
                }
            }
            return nil
        }
    }
}
