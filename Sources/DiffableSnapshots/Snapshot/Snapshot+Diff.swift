import BatchModel
import DiffEngine

extension Snapshot {
    /// The batch UIKit performs to turn this snapshot (on screen) into `new`.
    ///
    /// Sections and items are matched by identifier. Within what stays, the longest run
    /// already in order stays put and everything else moves, so moves are as few as
    /// possible; items may move between sections. An item cannot move out of a deleted or
    /// reloaded section, or into an inserted or reloaded one (UIKit asserts), so such an
    /// item is deleted and inserted instead. A reload is a delete and an insert too, as
    /// diffable data sources perform it: a real `reloadItems` mixed with moves in one batch
    /// lands in the wrong place (see the reference, 1.5a and 1.8).
    /// - Parameter new: the snapshot being applied; its reload marks are honoured.
    /// - Returns: the batch, each list sorted the way UIKit sorts it.
    /// - Complexity: O(n log n), n the number of items and sections.
    public func batch(to new: Snapshot) -> SnapshotBatch {
        var batch = SnapshotBatch()
        let sectionsPlan = planSections(to: new, into: &batch)
        var oldPath: [Item: IndexPath] = [:]
        oldPath.reserveCapacity(numberOfItems)
        for (ordinal, section) in items.enumerated() {
            for (position, item) in section.enumerated() { oldPath[item] = IndexPath(item: position, section: ordinal) }
        }
        let reloaded = Set(new.reloadedItems.elements)
        let oldOrdinal = ordinals
        let newItems = new.items
        for (ordinal, section) in new.sections.enumerated() {
            let itemsPlan = ItemsPlan(
                sameSection: oldOrdinal[section], reloaded: reloaded,
                gone: sectionsPlan.gone, fresh: sectionsPlan.fresh.contains(ordinal))
            itemsPlan.add(newItems[ordinal], inSection: ordinal, oldPath: oldPath, into: &batch)
        }
        for (ordinal, section) in items.enumerated() where !sectionsPlan.gone.contains(ordinal) {
            for (position, item) in section.enumerated() where new.places[item] == nil {
                batch.deletedItems.append(IndexPath(item: position, section: ordinal))
            }
        }
        batch.sort()
        return batch
    }

    /// Old sections whose items leave with them, and new sections whose items arrive with them.
    private struct SectionsPlan {
        var gone = Set<Int>()
        var fresh = Set<Int>()
    }

    /// Each section's position.
    /// - Complexity: O(s).
    var ordinals: [Section: Int] {
        var ordinals: [Section: Int] = [:]
        for (ordinal, section) in sections.enumerated() { ordinals[section] = ordinal }
        return ordinals
    }

    private func planSections(to new: Snapshot, into batch: inout SnapshotBatch) -> SectionsPlan {
        var plan = SectionsPlan()
        var pairs: [(from: Int, to: Int)] = []
        let oldOrdinal = ordinals
        let sections = sections
        for (ordinal, section) in new.sections.enumerated() {
            if let from = oldOrdinal[section] {
                pairs.append((from, ordinal))
            } else {
                batch.insertedSections.append(ordinal)
                plan.fresh.insert(ordinal)
            }
        }
        for (ordinal, section) in sections.enumerated() where new.sectionNode[section] == nil {
            batch.deletedSections.append(ordinal)
            plan.gone.insert(ordinal)
        }
        let moves = MoveRule.moved(pairs.map { $0.from })
        let reloaded = Set(new.reloadedSections.elements)
        for (position, pair) in pairs.enumerated() {
            let moved = moves[position]
            if reloaded.contains(sections[pair.from]) {
                plan.gone.insert(pair.from)
                plan.fresh.insert(pair.to)
                batch.deletedSections.append(pair.from)
                batch.insertedSections.append(pair.to)
                batch.reloadedSections.append(pair.to)
            } else if moved {
                batch.movedSections.append(.init(from: pair.from, to: pair.to))
            }
        }
        return plan
    }

    /// How the items of one new section are reached from the old snapshot.
    private struct ItemsPlan {
        /// The old position of the section with the same identifier, if it existed.
        var sameSection: Int?
        var reloaded: Set<Item>
        var gone: Set<Int>
        var fresh: Bool

        func add(
            _ newItems: [Item], inSection ordinal: Int, oldPath: [Item: IndexPath], into batch: inout SnapshotBatch
        ) {
            var stayers: [(item: Item, from: IndexPath, to: IndexPath)] = []
            for (position, item) in newItems.enumerated() {
                let to = IndexPath(item: position, section: ordinal)
                guard let from = oldPath[item] else {
                    if !fresh { batch.insertedItems.append(to) }
                    continue
                }
                if fresh || gone.contains(from.section) {
                    if !gone.contains(from.section) { batch.deletedItems.append(from) }
                    if !fresh { batch.insertedItems.append(to) }
                } else if from.section == sameSection {
                    stayers.append((item, from, to))
                } else {
                    move(item, from: from, to: to, into: &batch)
                }
            }
            let moves = MoveRule.moved(stayers.map { $0.from.item })
            for (position, stayer) in stayers.enumerated() {
                if moves[position] {
                    move(stayer.item, from: stayer.from, to: stayer.to, into: &batch)
                } else if reloaded.contains(stayer.item) {
                    replace(from: stayer.from, to: stayer.to, into: &batch)
                }
            }
        }

        private func move(_ item: Item, from: IndexPath, to: IndexPath, into batch: inout SnapshotBatch) {
            if reloaded.contains(item) {
                replace(from: from, to: to, into: &batch)
            } else {
                batch.movedItems.append(.init(from: from, to: to))
            }
        }

        private func replace(from: IndexPath, to: IndexPath, into batch: inout SnapshotBatch) {
            batch.deletedItems.append(from)
            batch.insertedItems.append(to)
            batch.reloadedItems.append(to)
        }
    }
}
