import BatchModel

extension Validator {
    /// Step d: moves, from against BEFORE and to against AFTER; exact repeats are dropped.
    mutating func checkMoves(_ raw: RawBatch) throws(ValidationStop) {
        var sectionMoves: [Move<Int>] = []
        // Each move is checked against the earlier ones by its ends: two dictionaries, so a
        // batch of 100,000 moves costs O(m), not O(m²). They hold positions in the list of
        // moves: a dictionary of `Int`s is one the binary already has.
        var sectionFrom: [Int: Int] = [:]
        var sectionTo: [Int: Int] = [:]
        for move in raw.movedSections.uniqued() {
            if move.from >= before.count { throw .raise(.moveSectionFrom(move.from, sections: before.count)) }
            if move.to >= after.count {
                throw .raise(.moveSectionTo(from: move.from, to: move.to, sections: after.count))
            }
            if let other = sectionFrom[move.from].map({ sectionMoves[$0] }) {
                throw .raise(.moveSectionToBoth(move.from, first: other.to, second: move.to))
            }
            if let other = sectionTo[move.to].map({ sectionMoves[$0] }) {
                throw .raise(.moveBothSections(other.from, move.from, to: move.to))
            }
            sectionFrom[move.from] = sectionMoves.count
            sectionTo[move.to] = sectionMoves.count
            sectionMoves.append(move)
        }
        reading.movedSections = Move.ordered(sectionMoves)
        var itemMoves: [Move<IndexPath>] = []
        var itemFrom: [IndexPath: Int] = [:]
        var itemTo: [IndexPath: Int] = [:]
        for move in Move.distinct(raw.movedItems) {
            let (from, to) = (move.from, move.to)
            if from.section >= before.count {
                throw .raise(.moveItemFromMissingSection(from, sections: before.count))
            }
            if from.item >= before[from.section] {
                throw .raise(.moveItemFromMissing(from, count: before[from.section]))
            }
            if to.section >= after.count {
                throw .raise(.moveItemToMissingSection(from: from, to: to, sections: after.count))
            }
            if to.item >= after[to.section] {
                throw .raise(.moveItemToMissing(from: from, to: to, count: after[to.section]))
            }
            if let other = itemFrom[from].map({ itemMoves[$0] }) {
                throw .raise(.moveItemToBoth(from, first: other.to, second: to))
            }
            if let other = itemTo[to].map({ itemMoves[$0] }) {
                throw .raise(.moveBothItems(other.from, from, to: to))
            }
            itemFrom[from] = itemMoves.count
            itemTo[to] = itemMoves.count
            itemMoves.append(move)
        }
        reading.movedItems = Move.ordered(itemMoves)
    }

    /// Step e: an item move out of a deleted section or into an inserted one. A collection
    /// view asserts; a table view silently reloads everything.
    func checkMovesAcrossChangedSections() throws(ValidationStop) {
        let deleted = Set(reading.deletedSections)
        let inserted = Set(reading.insertedSections)
        for move in reading.movedItems {
            let fromDeleted = deleted.contains(move.from.section)
            let intoInserted = inserted.contains(move.to.section)
            guard fromDeleted || intoInserted else { continue }
            if options.view == .table { throw .reloadData(nil) }
            throw .raise(
                fromDeleted
                    ? .moveFromDeletedSection(move.from.section)
                    : .moveIntoInsertedSection(move.to.section))
        }
    }

    /// A count mismatch raises, or on the legacy platform is logged before `reloadData`.
    func countMismatch(_ fact: ExceptionFact) -> ValidationStop {
        options.platform == .legacy ? .reloadData(fact) : .raise(fact)
    }

    /// Step f (1.7): the counts must add up. From iOS 16.4 with a stale cache (three states),
    /// UIKit adds the updates to what the data source returned when the batch began (a miss
    /// raises the listing), then to what the view cached (a miss raises "Invalid update");
    /// otherwise it adds them to the view's counts once.
    mutating func checkCounts() throws(ValidationStop) {
        if options.countMessage == .invalidBatch, start != before {
            try addUp(from: start, message: .invalidBatch)
            try addUp(from: before, message: .invalidUpdate)
        } else {
            try addUp(from: before, message: options.countMessage)
        }
    }

    /// Sections, then items, from `old`; the mismatch is worded as `message` says.
    mutating func addUp(from old: [Int], message: SimulationOptions.CountMessage) throws(ValidationStop) {
        try checkSectionCount(from: old)
        reading.sectionMap = sectionMap(oldCount: old.count)
        try checkItemCounts(from: old, message: message)
    }

    /// Sections: a reload counts as both an insert and a delete.
    func checkSectionCount(from old: [Int]) throws(ValidationStop) {
        let inserted = reading.insertedSections.count
        let deleted = reading.deletedSections.count
        guard after.count == old.count + inserted - deleted else {
            throw countMismatch(
                .sectionCount(after: after.count, before: old.count, inserted: inserted, deleted: deleted))
        }
    }

    /// Reference 1.6: inserted sections map to nothing, move destinations to their source,
    /// the other new slots to the remaining old sections in ascending order.
    func sectionMap(oldCount: Int) -> [Int?] {
        var map = [Int?](repeating: nil, count: after.count)
        var taken = [Bool](repeating: false, count: after.count)
        for section in reading.insertedSections where section < after.count { taken[section] = true }
        for move in reading.movedSections where move.to < after.count && move.from < oldCount {
            map[move.to] = move.from
            taken[move.to] = true
        }
        let gone = Set(reading.deletedSections + reading.movedSections.map { $0.from })
        var remaining = (0..<oldCount).filter { !gone.contains($0) }.makeIterator()
        for slot in 0..<after.count where !taken[slot] {
            map[slot] = remaining.next()
        }
        return map
    }

    /// Items: each continuing section must add up; moves count as in or out only when they
    /// change section.
    mutating func checkItemCounts(from old: [Int], message: SimulationOptions.CountMessage) throws(ValidationStop) {
        let map = reading.sectionMap
        var counts = [ItemCounts](repeating: ItemCounts(), count: after.count)
        // Indexes were checked against the view's counts, which may hold more sections.
        let width = max(old.count, before.count)
        var deletedFromOld = [Int](repeating: 0, count: width)
        var movedOutOfOld = [Int](repeating: 0, count: width)
        for path in reading.insertedItems { counts[path.section].inserted += 1 }
        for path in reading.deletedItems { deletedFromOld[path.section] += 1 }
        // The new slot of each old section (the inverse of `map`), so a move asks in O(1).
        var slotOfOld = [Int](repeating: -1, count: width)
        for (slot, old) in map.enumerated().reversed() {
            if let old, old < width { slotOfOld[old] = slot }
        }
        for move in reading.movedItems
        where (move.from.section < width ? slotOfOld[move.from.section] : -1) != move.to.section {
            counts[move.to.section].movedIn += 1
            movedOutOfOld[move.from.section] += 1
        }
        for (section, source) in map.enumerated() {
            guard let source else { continue }
            counts[section].deleted = deletedFromOld[source]
            counts[section].movedOut = movedOutOfOld[source]
        }
        reading.counts = counts
        for (section, source) in map.enumerated() {
            guard let source else { continue }
            let expected = counts[section].expected(from: old[source])
            if expected < 0 { throw countMismatch(.deleteMoreThanExist(section: section)) }
            guard after[section] == expected else {
                throw countMismatch(
                    mismatch(section: section, before: old[source], old: old, counts: counts[section], message: message)
                )
            }
        }
    }

    /// M2 or M4, as `message` says.
    func mismatch(
        section: Int, before count: Int, old: [Int], counts: ItemCounts, message: SimulationOptions.CountMessage
    ) -> ExceptionFact {
        let useBatchText: Bool
        switch message {
        case .invalidUpdate: useBatchText = false
        case .invalidBatch: useBatchText = true
        case .heuristic: useBatchText = old != after
        }
        guard useBatchText else {
            return .itemCount(section: section, after: after[section], before: count, counts: counts)
        }
        return .invalidBatch(before: old, after: after, updates: reading.listedUpdates)
    }
}
