import BatchModel
import BatchSimulation

extension SnapshotBatch {
    /// The batch as the calls of one `performBatchUpdates`, for the batch simulator.
    ///
    /// Reloads are already deletes and inserts, so they add no calls of their own.
    /// - Complexity: O(u), u the number of calls.
    public var batchUpdate: BatchUpdate {
        var updates: [Update] = []
        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections)) }
        updates += movedSections.map { .moveSection(from: $0.from, to: $0.to) }
        if !deletedItems.isEmpty { updates.append(.deleteItems(deletedItems)) }
        if !insertedItems.isEmpty { updates.append(.insertItems(insertedItems)) }
        updates += movedItems.map { .moveItem(from: $0.from, to: $0.to) }
        return BatchUpdate(updates)
    }
}

extension Snapshot {
    /// The snapshot as the batch simulator's contents, identifiers by their description.
    /// - Complexity: O(n).
    public var contents: Contents {
        Contents(
            sections: zip(sections, items).map { section, items in
                BatchModel.Section(Self.text(section), items: items.map { DataItem(Self.text($0)) })
            })
    }

    /// Runs the batch from this snapshot to `new` through the batch simulator: UIKit's
    /// validation, then a replay compared with `new`.
    /// - Complexity: O(u² + n), u the number of calls.
    public func check(_ batch: SnapshotBatch, to new: Snapshot, view: ViewKind = .collection) -> BatchSimulation {
        Simulation.run(batch.batchUpdate, before: contents, after: new.contents, options: SimulationOptions(view: view))
    }
}
