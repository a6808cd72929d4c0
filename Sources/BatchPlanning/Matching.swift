import BatchModel
import BatchSimulation
import DiffEngine

/// Which old sections and items become which new ones, by identity.
///
/// Sections match by name (in order for repeated names). A matched section that has to
/// move keeps its move only when its items are unchanged; otherwise it is deleted and
/// inserted, because item changes inside a moved section are what UICollectionView gets
/// wrong (IGListKit's rule). Items match by identifier, first inside the same section pair
/// (as `Heckel.diff` pairs them), then across sections, k-th occurrence to k-th occurrence,
/// so duplicates are allowed.
struct Matching {
    /// For each new section, the old section it continues (nil: inserted).
    var sectionSource: [Int?]
    /// Section moves (old → new) kept as moves.
    var sectionMoves: [Move<Int>]
    /// Item pairs old → new, between sections that both survive.
    var pairs: [Move<IndexPath>]

    init(old: Contents, new: Contents) {
        var source = Matching.matchSections(old: old, new: new)
        let matched = source.enumerated().compactMap { new, old in old.map { (old: $0, new: new) } }
        let moved = MoveRule.moved(matched.map { $0.old })
        var moves: [Move<Int>] = []
        for (position, pair) in matched.enumerated() where moved[position] {
            if old.sections[pair.old].items == new.sections[pair.new].items {
                moves.append(Move(from: pair.old, to: pair.new))
            } else {
                source[pair.new] = nil
            }
        }
        sectionSource = source
        sectionMoves = moves
        pairs = Matching.matchItems(old: old, new: new, source: source)
    }

    /// For each of `count` old sections, whether a new section continues it.
    func continued(among count: Int) -> [Bool] {
        Matching.flags(sectionSource.compactMap { $0 }, count: count)
    }

    /// `count` flags, set at `indices`: a set of indices below `count` as the planner keeps one.
    static func flags(_ indices: [Int], count: Int) -> [Bool] {
        var flags = [Bool](repeating: false, count: count)
        for index in indices { flags[index] = true }
        return flags
    }

    /// For each item of `contents`, whether a pair holds it: at the pair's old place when
    /// `before`, else at its new place. Flags, not a set: every place is an index already.
    func paired(in contents: Contents, before: Bool) -> [[Bool]] {
        var flags = contents.sections.map { [Bool](repeating: false, count: $0.items.count) }
        for pair in pairs {
            let path = before ? pair.from : pair.to
            flags[path.section][path.item] = true
        }
        return flags
    }

    static func matchSections(old: Contents, new: Contents) -> [Int?] {
        var available: [String: [Int]] = [:]
        for (index, section) in old.sections.enumerated() { available[section.name, default: []].append(index) }
        return new.sections.map { section in
            guard var list = available[section.name], !list.isEmpty else { return nil }
            let first = list.removeFirst()
            available[section.name] = list
            return first
        }
    }

    static func matchItems(old: Contents, new: Contents, source: [Int?]) -> [Move<IndexPath>] {
        let surviving = flags(source.compactMap { $0 }, count: old.sections.count)
        var unpairedOld: [String: [IndexPath]] = [:]
        var pairs: [Move<IndexPath>] = []
        var leftoverNew: [(String, IndexPath)] = []
        for (newSection, oldSection) in source.enumerated() {
            guard let oldSection else { continue }
            let oldItems = old.sections[oldSection].items
            let newItems = new.sections[newSection].items
            var pairedOld = [Bool](repeating: false, count: oldItems.count)
            var pairedNew = [Bool](repeating: false, count: newItems.count)
            for pair in IdentityPairs.pairs(old: oldItems.map({ $0.id }), new: newItems.map({ $0.id })) {
                pairs.append(
                    Move(
                        from: IndexPath(item: pair.old, section: oldSection),
                        to: IndexPath(item: pair.new, section: newSection)))
                pairedOld[pair.old] = true
                pairedNew[pair.new] = true
            }
            for (index, item) in newItems.enumerated() where !pairedNew[index] {
                leftoverNew.append((item.id, IndexPath(item: index, section: newSection)))
            }
            for (index, item) in oldItems.enumerated() where !pairedOld[index] {
                unpairedOld[item.id, default: []].append(IndexPath(item: index, section: oldSection))
            }
        }
        for id in unpairedOld.keys { unpairedOld[id] = unpairedOld[id].map { IndexPath.ordered($0) } }
        for (id, to) in leftoverNew where source[to.section].map({ surviving[$0] }) ?? false {
            guard var queue = unpairedOld[id], !queue.isEmpty else { continue }
            pairs.append(Move(from: queue.removeFirst(), to: to))
            unpairedOld[id] = queue
        }
        return Move.ordered(pairs)
    }
}
