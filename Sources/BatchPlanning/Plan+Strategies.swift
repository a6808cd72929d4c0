import BatchModel
import BatchSimulation
import DiffEngine

extension Plan {
    /// The item pairs that must move explicitly: all cross-section pairs, and inside each
    /// section pair those outside a longest run that keeps its order and holds every item
    /// whose index does not change (never a move to the item's own index).
    /// - Parameters:
    ///   - pairs: item pairs, BEFORE → AFTER.
    ///   - home: for each AFTER section, the BEFORE section it continues.
    static func explicitMoves(_ pairs: [Move<IndexPath>], home: [Int?]) -> [Move<IndexPath>] {
        // One group per AFTER section (a list, not a dictionary: the moves are sorted at the end).
        var inPlace = [[Move<IndexPath>]](repeating: [], count: home.count)
        var moves: [Move<IndexPath>] = []
        for pair in pairs {
            if home[pair.to.section] == pair.from.section {
                inPlace[pair.to.section].append(pair)
            } else {
                moves.append(pair)
            }
        }
        for group in inPlace where !group.isEmpty {
            let ordered = Move.ordered(group)
            let moved = MoveRule.moved(ordered.map { $0.to.item }, pinned: ordered.map { $0.from.item == $0.to.item })
            moves += ordered.indices.filter { moved[$0] }.map { ordered[$0] }
        }
        return Move.ordered(moves)
    }

    /// Reloads for pairs whose content changed, at `index` of each pair.
    static func reloads(_ pairs: [Move<IndexPath>], old: Contents, new: Contents, atNew: Bool) -> [IndexPath] {
        let paths = pairs.filter { pair in
            old.sections[pair.from.section].items[pair.from.item].content
                != new.sections[pair.to.section].items[pair.to.item].content
        }.map { atNew ? $0.to : $0.from }
        return IndexPath.ordered(paths)
    }

    static func single(old: Contents, new: Contents, matching: Matching) -> [Stage] {
        let continued = matching.continued(among: old.sections.count)
        let movedFrom = Matching.flags(matching.sectionMoves.map { $0.from }, count: old.sections.count)
        let pairedOld = matching.paired(in: old, before: true)
        let pairedNew = matching.paired(in: new, before: false)
        var updates: [Update] = []
        let deletedSections = old.sections.indices.filter { !continued[$0] }
        let insertedSections = matching.sectionSource.indices.filter { matching.sectionSource[$0] == nil }
        var deletes: [IndexPath] = []
        for section in old.sections.indices where continued[section] && !movedFrom[section] {
            deletes += old.sections[section].items.indices.filter { !pairedOld[section][$0] }.map {
                IndexPath(item: $0, section: section)
            }
        }
        var inserts: [IndexPath] = []
        for (section, source) in matching.sectionSource.enumerated() where source != nil {
            inserts += new.sections[section].items.indices.filter { !pairedNew[section][$0] }.map {
                IndexPath(item: $0, section: section)
            }
        }
        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections)) }
        if !deletes.isEmpty { updates.append(.deleteItems(deletes)) }
        if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections)) }
        if !inserts.isEmpty { updates.append(.insertItems(inserts)) }
        updates += matching.sectionMoves.map { .moveSection(from: $0.from, to: $0.to) }
        updates += explicitMoves(matching.pairs, home: matching.sectionSource).map {
            .moveItem(from: $0.from, to: $0.to)
        }
        var stages = [Stage(batch: BatchUpdate(updates), data: new, outsideBatch: false)]
        let reloaded = reloads(matching.pairs, old: old, new: new, atNew: true)
        if !reloaded.isEmpty {
            stages.append(Stage(batch: BatchUpdate([.reloadItems(reloaded)]), data: new, outsideBatch: true))
        }
        return stages
    }
}
