@testable import BatchUpdates

/// Replays a batch the way UIKit does (deletes and move sources leave, inserts and move
/// targets land, the rest fills the gaps in order) and returns what the view then shows.
/// Returns nil where UIKit would raise. Temporary: the batch simulator replaces it.
func replay<S: Hashable, I: Hashable>(
    _ batch: SnapshotBatch, on old: Snapshot<S, I>, asking new: Snapshot<S, I>
) -> [[I]]? {
    let deletedSections = Set(batch.deletedSections)
    let movedFrom = Set(batch.movedSections.map(\.from))
    var sectionSource = [Int?](repeating: nil, count: new.numberOfSections)
    var taken = Set<Int>()
    for index in batch.insertedSections {
        guard sectionSource.indices.contains(index), taken.insert(index).inserted else { return nil }
    }
    for move in batch.movedSections {
        guard sectionSource.indices.contains(move.to), taken.insert(move.to).inserted else { return nil }
        sectionSource[move.to] = move.from
    }
    var rest = old.sections.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }[...]
    for index in sectionSource.indices where !taken.contains(index) {
        guard let next = rest.popFirst() else { return nil }
        sectionSource[index] = next
    }
    guard rest.isEmpty else { return nil }
    var result: [[I]] = []
    for (index, source) in sectionSource.enumerated() {
        guard let source else {
            result.append(new.items[index])
            continue
        }
        guard old.sections[source] == new.sections[index] else { return nil }
        guard let items = replayItems(batch, section: index, from: source, old: old, new: new) else { return nil }
        result.append(items)
    }
    return result
}

private func replayItems<S: Hashable, I: Hashable>(
    _ batch: SnapshotBatch, section: Int, from source: Int, old: Snapshot<S, I>, new: Snapshot<S, I>
) -> [I]? {
    let count = new.items[section].count
    var slots = [I?](repeating: nil, count: count)
    for path in batch.insertedItems where path.section == section {
        guard path.item < count, slots[path.item] == nil else { return nil }
        slots[path.item] = new.items[section][path.item]
    }
    for move in batch.movedItems where move.to.section == section {
        guard move.to.item < count, slots[move.to.item] == nil,
            old.items.indices.contains(move.from.section),
            old.items[move.from.section].indices.contains(move.from.item)
        else { return nil }
        slots[move.to.item] = old.items[move.from.section][move.from.item]
    }
    let leaving = Set(batch.deletedItems.filter { $0.section == source } + batch.movedItems.map(\.from))
    var rest = old.items[source].indices.filter { !leaving.contains(IndexPath(item: $0, section: source)) }[...]
    for index in slots.indices where slots[index] == nil {
        guard let next = rest.popFirst() else { return nil }
        slots[index] = old.items[source][next]
    }
    guard rest.isEmpty else { return nil }
    return slots.compactMap { $0 }
}
