extension Plan {
    /// DifferenceKit's stages: (1) updates at old indexes, (2) section and item deletes,
    /// (3) section inserts and moves, (4) item inserts and moves from the indexes left by
    /// the deletes; each stage carries the data it leaves.
    static func staged(old: Contents, new: Contents, matching: Matching) -> [Stage] {
        let source = matching.sectionSource
        let continued = Set(source.compactMap { $0 })
        let pairedOld = Set(matching.pairs.map(\.from))
        var stages: [Stage] = []

        // (1) Same items, new content, reloaded where they are.
        var updated = old
        for pair in matching.pairs {
            updated.sections[pair.from.section].items[pair.from.item] = new.sections[pair.to.section].items[pair.to.item]
        }
        stages.append(Stage(batch: BatchUpdate(reloadList(reloads(matching.pairs, old: old, new: new, atNew: false))), data: updated, outsideBatch: false))

        // (2) Deletes: whole sections, then unpaired items of the sections that stay.
        let deletedSections = old.sections.indices.filter { !continued.contains($0) }
        var deletes: [IndexPath] = []
        var trimmed: [Int: Section] = [:]
        var position: [IndexPath: Int] = [:]  // old path -> item index after the deletes
        for section in old.sections.indices where continued.contains(section) {
            var kept: [Item] = []
            for (index, item) in updated.sections[section].items.enumerated() {
                let path = IndexPath(item: index, section: section)
                if pairedOld.contains(path) {
                    position[path] = kept.count
                    kept.append(item)
                } else {
                    deletes.append(path)
                }
            }
            trimmed[section] = Section(old.sections[section].name, items: kept)
        }
        let survivors = old.sections.indices.filter { continued.contains($0) }
        var deleteUpdates: [Update] = []
        if !deletedSections.isEmpty { deleteUpdates.append(.deleteSections(deletedSections)) }
        if !deletes.isEmpty { deleteUpdates.append(.deleteItems(deletes)) }
        stages.append(Stage(batch: BatchUpdate(deleteUpdates), data: Contents(sections: survivors.compactMap { trimmed[$0] }), outsideBatch: false))

        // (3) Sections in their final order: inserted ones arrive with their items.
        let rank = Dictionary(uniqueKeysWithValues: survivors.enumerated().map { ($0.element, $0.offset) })
        let arranged = Contents(sections: source.enumerated().map { index, old in
            old.flatMap { trimmed[$0] } ?? new.sections[index]
        })
        var sectionUpdates: [Update] = []
        let inserted = source.indices.filter { source[$0] == nil }
        if !inserted.isEmpty { sectionUpdates.append(.insertSections(inserted)) }
        sectionUpdates += matching.sectionMoves.compactMap { move in rank[move.from].map { .moveSection(from: $0, to: move.to) } }
        stages.append(Stage(batch: BatchUpdate(sectionUpdates), data: arranged, outsideBatch: false))

        // (4) Items: inserts at new indexes, moves from where the deletes left them.
        let newIndex = Dictionary(uniqueKeysWithValues: source.enumerated().compactMap { index, old in old.map { ($0, index) } })
        let shifted = matching.pairs.compactMap { pair -> Move<IndexPath>? in
            guard let section = newIndex[pair.from.section], let item = position[pair.from] else { return nil }
            return Move(from: IndexPath(item: item, section: section), to: pair.to)
        }
        let pairedNew = Set(matching.pairs.map(\.to))
        var inserts: [IndexPath] = []
        for (section, old) in source.enumerated() where old != nil {
            inserts += new.sections[section].items.indices.map { IndexPath(item: $0, section: section) }.filter { !pairedNew.contains($0) }
        }
        let identity = source.indices.map { Optional($0) }
        var itemUpdates: [Update] = inserts.isEmpty ? [] : [.insertItems(inserts)]
        itemUpdates += explicitMoves(shifted, home: identity).map { .moveItem(from: $0.from, to: $0.to) }
        stages.append(Stage(batch: BatchUpdate(itemUpdates), data: new, outsideBatch: false))
        return stages
    }

    static func reloadList(_ paths: [IndexPath]) -> [Update] {
        paths.isEmpty ? [] : [.reloadItems(paths)]
    }
}
