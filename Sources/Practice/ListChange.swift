import DiffEngine

/// How much a list changed: items deleted, inserted, and moved (kept items outside the
/// longest run that stays in order). One figure of a variant's difficulty.
public struct ListChange: Sendable, Equatable {
    /// Items only in the old list.
    public var deletes: Int
    /// Items only in the new list.
    public var inserts: Int
    /// Kept items that must move.
    public var moves: Int

    /// The changes from `old` to `new` (items are distinct, as exercise pools are).
    public init(old: [String], new: [String]) {
        var newIndex: [String: Int] = [:]
        for (index, item) in new.enumerated() where newIndex[item] == nil { newIndex[item] = index }
        let oldSet = Set(old)
        let kept = old.compactMap { newIndex[$0] }
        deletes = old.count - kept.count
        inserts = new.filter { !oldSet.contains($0) }.count
        moves = MoveRule.moveCount(kept)
    }

    /// Every change counted once.
    public var total: Int { deletes + inserts + moves }
}
