import BatchModel
import BatchSimulation

extension SnapshotScript {
    /// Runs the script against a simulated diffable data source.
    ///
    /// One snapshot is built line by line, starting from what is on screen; `apply` shows
    /// it and starts the next one from the new screen, as `dataSource.snapshot()` does. A
    /// line that raises is reported and skipped, so one mistake does not hide the rest.
    /// - Parameter release: the iOS release whose rules apply.
    /// - Returns: one step per line. Every step keeps its states, so each line's edit copies
    ///   the snapshot: for a long script, ``walk(release:_:)`` hands the steps out instead.
    /// - Complexity: O(L · n) for L lines and n identifiers.
    public func run(release: UIKitRelease) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        walk(release: release) { steps.append($0) }
        return steps
    }

    /// Runs the script, handing each step to `body` as it is made. A step that `body` does
    /// not keep is gone before the next line, so the snapshot is edited in place: a line
    /// costs what its command costs (an `appendItems` of m items O(m)), not O(n).
    /// - Parameters:
    ///   - release: the iOS release whose rules apply.
    ///   - body: takes each step, in line order.
    public func walk(release: UIKitRelease, _ body: (ScriptStep) -> Void) {
        walk(release: release, scanning: false, body)
    }

    /// As above; `scanning` finds every bare name by a scan of the snapshot, O(n) a line
    /// (tests check the lookup against it).
    func walk(release: UIKitRelease, scanning: Bool, _ body: (ScriptStep) -> Void) {
        var source = DiffableDataSource<String, ScriptItem>(release: release)
        var working = source.snapshot()
        var rule = IdentityRule.identifier
        // While every item is read by identifier, `touched` finds the items a line names by hashing.
        var byName = true
        for line in lines {
            let outcome: ScriptStep.Outcome
            var warnings: [BatchError] = []
            if let needed = line.command.introducedIn, release < needed {
                outcome = .unavailable(needed)
            } else {
                let before = ScriptState(source.snapshot())
                var run = Run(rule: rule, scanning: scanning, snapshot: working)
                // The only other reference to the storage, dropped: the edit happens in place.
                working = Snapshot(release: release)
                let logged = run.snapshot.warnings.count
                do throws(BatchError) {
                    let applied = try run.perform(line.command, source: &source)
                    rule = run.rule
                    byName = byName && rule == .identifier
                    if let result = applied?.named {
                        outcome = .applied(result, before: before)
                        warnings = result.warnings
                        working = source.snapshot()
                    } else {
                        outcome = .edited
                        warnings = Array(run.snapshot.warnings[logged...])
                        working = run.snapshot
                    }
                } catch {
                    // Every command checks before it changes anything (and `apply` validates
                    // before it shows), so a line that raises leaves the snapshot as it was.
                    outcome = .raised(error)
                    working = run.snapshot
                }
            }
            var step = ScriptStep(
                line: line, outcome: outcome, warnings: warnings, working: ScriptState(working),
                shown: ScriptState(source.snapshot()))
            if case .edited = outcome {
                step.touched = Self.touched(by: line.command, in: working, byName: byName)
                step.touchedSections = Self.touchedSections(by: line.command, in: working)
            }
            body(step)
        }
    }

    /// Where the items a command names are after it, at most ``ScriptStep/touchedLimit``: an
    /// append's are the end of its section (no search); others are looked up (O(k) each in a
    /// section of k, no more than the command itself costs).
    static func touched(
        by command: ScriptCommand, in snapshot: Snapshot<String, ScriptItem>, byName: Bool
    ) -> [IndexPath] {
        let names: [String]
        switch command {
        case .appendItems(let list, let section):
            let target: Int? =
                if let section { snapshot.indexOfSection(section) } else { snapshot.numberOfSections - 1 }
            guard let ordinal = target, ordinal >= 0 else { return [] }
            let count = snapshot.list(at: ordinal).count
            let shown = min(list.count, count, ScriptStep.touchedLimit)
            return (count - shown..<count).map { IndexPath(item: $0, section: ordinal) }
        case .insertItems(let list, _), .reloadItems(let list), .reconfigureItems(let list), .mutate(let list):
            names = list
        case .moveItem(let name, _): names = [name]
        default: return []
        }
        guard byName else { return [] }
        return names.prefix(ScriptStep.touchedLimit).compactMap { name in
            let item = ScriptItem(name, rule: .identifier)
            return snapshot.indexPath(of: item)
        }
    }

    /// Where the sections a section command names are after it, at most
    /// ``ScriptStep/touchedLimit``: an append's are the last ones; others are looked up (O(1) each).
    static func touchedSections(by command: ScriptCommand, in snapshot: Snapshot<String, ScriptItem>) -> [Int] {
        let names: [String]
        switch command {
        case .appendSections(let list):
            let count = snapshot.numberOfSections
            return Array(count - min(list.count, count, ScriptStep.touchedLimit)..<count)
        case .insertSections(let list, _), .reloadSections(let list): names = list
        case .moveSection(let name, _): names = [name]
        default: return []
        }
        return names.prefix(ScriptStep.touchedLimit).compactMap { snapshot.indexOfSection($0) }
    }

    /// One command against the snapshot being built, with items read by the current rule.
    private struct Run {
        var rule: IdentityRule
        /// True to find every bare name by a scan of the snapshot (the tests' yardstick).
        let scanning: Bool
        var snapshot: Snapshot<String, ScriptItem>

        /// The items a line names: `name:content` as written; a bare name is the first item of
        /// that name in the snapshot (whatever its content), or a new one.
        /// An item already in the snapshot keeps its content. The snapshot counts the items of
        /// each name, so a bare name held by one item is one lookup; only a name two items share
        /// (`a:1` beside `a:2` under `equal: all`) costs a table of first places, O(n), built
        /// once for the command.
        func items(_ names: [String]) -> [ScriptItem] {
            let written = names.map { ScriptItem($0, rule: rule) }
            var present: [ScriptItem] = []
            var first: [String: Int]?
            return written.map { item in
                guard item.content == nil else { return item }
                if !scanning {
                    let (count, found) = snapshot.named(ScriptItem(anyContentNamed: item.name))
                    if count == 0 { return item }
                    if let found { return found }
                }
                if first == nil {
                    // Positions, not items: a dictionary of `Int`s by name is one the binary already has.
                    present = snapshot.itemIdentifiers
                    var table: [String: Int] = [:]
                    for (position, item) in present.enumerated() where table[item.name] == nil {
                        table[item.name] = position
                    }
                    first = table
                }
                return first?[item.name].map { present[$0] } ?? item
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
