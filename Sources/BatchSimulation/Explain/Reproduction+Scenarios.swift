import BatchModel

extension Reproduction {
    typealias Scenario = (before: [Int], after: [Int], updates: [Update])

    /// Counts that hold `path`: `path.section + 1` sections, the last with `path.item + 1` items.
    static func holding(_ paths: IndexPath...) -> [Int] {
        let sections = (paths.map { $0.section }.max() ?? 0) + 1
        var counts = [Int](repeating: 0, count: sections)
        for path in paths { counts[path.section] = max(counts[path.section], path.item + 1) }
        return counts
    }

    static func zeros(_ count: Int) -> [Int] { [Int](repeating: 0, count: max(0, count)) }

    static func scenario(_ fact: ExceptionFact, view: ViewKind) -> Scenario? {
        switch fact {
        case .sectionCount(let after, let before, let inserted, let deleted):
            guard inserted <= after, deleted <= before else { return nil }
            var updates: [Update] = []
            if inserted > 0 { updates.append(.insertSections(Array(0..<inserted))) }
            if deleted > 0 { updates.append(.deleteSections(Array(0..<deleted))) }
            return (zeros(before), zeros(after), updates)
        case .itemCount(let section, let after, let before, let counts):
            return itemCount(section, after, before, counts)
        case .deleteMoreThanExist(let section):
            guard view == .collection else { return nil }
            let path = IndexPath(item: 0, section: section)
            return (zeros(section) + [1], zeros(section + 1), [.deleteItems([path, path])])
        case .invalidBatch(let before, let after, let updates): return (before, after, updates.map { $0.update })
        default: return conflict(fact) ?? range(fact) ?? moves(fact, view: view)
        }
    }

    /// M2: inserts and deletes in the section, moves to and from one extra section after it.
    static func itemCount(_ section: Int, _ after: Int, _ before: Int, _ counts: ItemCounts) -> Scenario? {
        guard counts.inserted + counts.movedIn <= after, counts.deleted + counts.movedOut <= before else { return nil }
        let extra = counts.movedIn + counts.movedOut > 0
        var old = zeros(section) + [before]
        var new = zeros(section) + [after]
        if extra {
            old.append(counts.movedIn)
            new.append(counts.movedOut)
        }
        func at(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }
        var updates: [Update] = []
        if counts.inserted > 0 { updates.append(.insertItems((0..<counts.inserted).map { at($0, section) })) }
        if counts.deleted > 0 { updates.append(.deleteItems((0..<counts.deleted).map { at($0, section) })) }
        for k in 0..<counts.movedIn {
            updates.append(.moveItem(from: at(k, section + 1), to: at(counts.inserted + k, section)))
        }
        for k in 0..<counts.movedOut {
            updates.append(.moveItem(from: at(counts.deleted + k, section), to: at(k, section + 1)))
        }
        return (old, new, updates)
    }

    /// M5-M7: the same index on both sides of a forbidden pair.
    static func conflict(_ fact: ExceptionFact) -> Scenario? {
        switch fact {
        case .deleteAndReload(let p): (holding(p), holding(p), [.deleteItems([p]), .reloadItems([p])])
        case .deleteAndMoveFrom(let p): (holding(p), holding(p), [.deleteItems([p]), .moveItem(from: p, to: p)])
        case .deleteAndMoveFromSection(let s):
            (zeros(s + 1), zeros(s + 1), [.deleteSections([s]), .moveSection(from: s, to: s)])
        case .insertAndMoveTo(let p): (holding(p), holding(p), [.insertItems([p]), .moveItem(from: p, to: p)])
        case .insertAndMoveToSection(let s):
            (zeros(s + 1), zeros(s + 1), [.insertSections([s]), .moveSection(from: s, to: s)])
        default: nil
        }
    }

    /// M8-M19: an index beyond what the text says exists.
    static func range(_ fact: ExceptionFact) -> Scenario? {
        switch fact {
        case .deleteSection(let s, let n): s >= n ? (zeros(n), zeros(n), [.deleteSections([s])]) : nil
        case .deleteItemFromMissingSection(let p, let n):
            p.section >= n ? (zeros(n), zeros(n), [.deleteItems([p])]) : nil
        case .deleteItem(let p, let c):
            p.item >= c ? (zeros(p.section) + [c], zeros(p.section) + [c], [.deleteItems([p])]) : nil
        case .insertSection(let s, let n): s >= n ? (zeros(n), zeros(n), [.insertSections([s])]) : nil
        case .insertItemIntoMissingSection(let p, let n):
            p.section >= n ? (zeros(n), zeros(n), [.insertItems([p])]) : nil
        case .insertItem(let p, let c):
            p.item >= c ? (zeros(p.section) + [c], zeros(p.section) + [c], [.insertItems([p])]) : nil
        case .moveSectionFrom(let s, let n): s >= n ? (zeros(n), zeros(n), [.moveSection(from: s, to: 0)]) : nil
        case .moveSectionTo(let f, let t, let n):
            t >= n ? (zeros(f + 1), zeros(n), [.moveSection(from: f, to: t)]) : nil
        case .moveItemFromMissingSection(let p, let n):
            p.section >= n ? (zeros(n), zeros(n), [.moveItem(from: p, to: p)]) : nil
        case .moveItemFromMissing(let p, let c):
            p.item >= c ? (zeros(p.section) + [c], zeros(p.section) + [c], [.moveItem(from: p, to: p)]) : nil
        case .moveItemToMissingSection(let f, let t, let n):
            t.section >= n ? (holding(f), zeros(n), [.moveItem(from: f, to: t)]) : nil
        case .moveItemToMissing(let f, let t, let c):
            t.item >= c ? (holding(f), zeros(t.section) + [c], [.moveItem(from: f, to: t)]) : nil
        default: nil
        }
    }

    /// M20-M24: two moves sharing an end, or a move across a changed section.
    static func moves(_ fact: ExceptionFact, view: ViewKind) -> Scenario? {
        switch fact {
        case .moveSectionToBoth(let f, let a, let b):
            let n = max(f, a, b) + 1
            return (zeros(n), zeros(n), [.moveSection(from: f, to: a), .moveSection(from: f, to: b)])
        case .moveItemToBoth(let f, let a, let b):
            let counts = holding(f, a, b)
            return (counts, counts, [.moveItem(from: f, to: a), .moveItem(from: f, to: b)])
        case .moveBothSections(let x, let y, let t):
            let n = max(x, y, t) + 1
            return (zeros(n), zeros(n), [.moveSection(from: x, to: t), .moveSection(from: y, to: t)])
        case .moveBothItems(let x, let y, let t):
            let counts = holding(x, y, t)
            return (counts, counts, [.moveItem(from: x, to: t), .moveItem(from: y, to: t)])
        case .moveFromDeletedSection(let s):
            guard view == .collection else { return nil }
            let path = IndexPath(item: 0, section: s)
            return (
                [Int](repeating: 1, count: s + 2), [Int](repeating: 1, count: s + 1),
                [.deleteSections([s]), .moveItem(from: path, to: path)]
            )
        case .moveIntoInsertedSection(let s):
            guard view == .collection else { return nil }
            return (
                [1], [Int](repeating: 1, count: s + 1),
                [
                    .insertSections([s]),
                    .moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: s)),
                ]
            )
        default: return nil
        }
    }
}
