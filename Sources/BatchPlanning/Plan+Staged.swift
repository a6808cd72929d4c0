import BatchModel
import BatchSimulation

extension Plan {
    /// What stays of the old sections once the deletes are done: each continuing section's
    /// kept items (by old section index), those sections in old order, and where each kept
    /// item sits after the deletes. `sections` is indexed by old section, `nil` for the
    /// deleted ones (a list, not a dictionary: one less table of sections in the binary).
    typealias Survivors = (sections: [Section?], order: [Int], position: [IndexPath: Int], deletes: [IndexPath])

    /// DifferenceKit's stages: (1) updates at old indexes, (2) section and item deletes,
    /// (3) section inserts and moves, (4) item inserts and moves from the indexes left by
    /// the deletes; each stage carries the data it leaves.
    static func staged(old: Contents, new: Contents, matching: Matching) -> [Stage] {
        let update = updateStage(old: old, new: new, matching: matching)
        let survivors = survivors(old: old, updated: update.data, matching: matching)
        return [
            update,
            deleteStage(old: old, survivors: survivors),
            sectionStage(new: new, survivors: survivors, matching: matching),
            itemStage(new: new, survivors: survivors, matching: matching),
        ]
    }

    /// (1) Same items, new content, reloaded where they are.
    static func updateStage(old: Contents, new: Contents, matching: Matching) -> Stage {
        var updated = old
        for pair in matching.pairs {
            updated.sections[pair.from.section].items[pair.from.item] =
                new.sections[pair.to.section].items[pair.to.item]
        }
        let reloads = reloadList(reloads(matching.pairs, old: old, new: new, atNew: false))
        return Stage(batch: BatchUpdate(reloads), data: updated, outsideBatch: false)
    }

    /// The paired items of the continuing sections, and the unpaired ones to delete.
    static func survivors(old: Contents, updated: Contents, matching: Matching) -> Survivors {
        let continued = matching.continued(among: old.sections.count)
        let pairedOld = matching.paired(in: old, before: true)
        var result: Survivors = (
            [Section?](repeating: nil, count: old.sections.count),
            old.sections.indices.filter { continued[$0] }, [:], []
        )
        for section in result.order {
            var kept: [DataItem] = []
            for (index, item) in updated.sections[section].items.enumerated() {
                let path = IndexPath(item: index, section: section)
                if pairedOld[section][index] {
                    result.position[path] = kept.count
                    kept.append(item)
                } else {
                    result.deletes.append(path)
                }
            }
            result.sections[section] = Section(old.sections[section].name, items: kept)
        }
        return result
    }

    /// (2) Deletes: whole sections, then unpaired items of the sections that stay.
    static func deleteStage(old: Contents, survivors: Survivors) -> Stage {
        let continued = Matching.flags(survivors.order, count: old.sections.count)
        let deletedSections = old.sections.indices.filter { !continued[$0] }
        var updates: [Update] = []
        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections)) }
        if !survivors.deletes.isEmpty { updates.append(.deleteItems(survivors.deletes)) }
        let data = Contents(sections: survivors.order.compactMap { survivors.sections[$0] })
        return Stage(batch: BatchUpdate(updates), data: data, outsideBatch: false)
    }

    /// (3) Sections in their final order: inserted ones arrive with their items.
    static func sectionStage(new: Contents, survivors: Survivors, matching: Matching) -> Stage {
        let source = matching.sectionSource
        let rank = Dictionary(uniqueKeysWithValues: survivors.order.enumerated().map { ($0.element, $0.offset) })
        let arranged = Contents(
            sections: source.enumerated().map { index, old in
                old.flatMap { survivors.sections[$0] } ?? new.sections[index]
            })
        var updates: [Update] = []
        let inserted = source.indices.filter { source[$0] == nil }
        if !inserted.isEmpty { updates.append(.insertSections(inserted)) }
        updates += matching.sectionMoves.compactMap { move in
            rank[move.from].map { .moveSection(from: $0, to: move.to) }
        }
        return Stage(batch: BatchUpdate(updates), data: arranged, outsideBatch: false)
    }

    /// (4) Items: inserts at new indexes, moves from where the deletes left them.
    static func itemStage(new: Contents, survivors: Survivors, matching: Matching) -> Stage {
        let source = matching.sectionSource
        let newIndex = Dictionary(
            uniqueKeysWithValues: source.enumerated().compactMap { index, old in old.map { ($0, index) } })
        let shifted = matching.pairs.compactMap { pair -> Move<IndexPath>? in
            guard let section = newIndex[pair.from.section], let item = survivors.position[pair.from] else {
                return nil
            }
            return Move(from: IndexPath(item: item, section: section), to: pair.to)
        }
        let pairedNew = matching.paired(in: new, before: false)
        var inserts: [IndexPath] = []
        for (section, old) in source.enumerated() where old != nil {
            inserts += new.sections[section].items.indices.filter { !pairedNew[section][$0] }.map {
                IndexPath(item: $0, section: section)
            }
        }
        let identity = source.indices.map { Optional($0) }
        var updates: [Update] = inserts.isEmpty ? [] : [.insertItems(inserts)]
        updates += explicitMoves(shifted, home: identity).map { .moveItem(from: $0.from, to: $0.to) }
        return Stage(batch: BatchUpdate(updates), data: new, outsideBatch: false)
    }

    static func reloadList(_ paths: [IndexPath]) -> [Update] {
        paths.isEmpty ? [] : [.reloadItems(paths)]
    }
}
