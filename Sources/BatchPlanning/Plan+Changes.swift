import BatchModel
import BatchSimulation
import DiffEngine

extension Plan {
    /// The `single` plan of a list diff of one section, as `Heckel.diff` or an alignment
    /// reports it.
    ///
    /// Deletes, inserts and moves go into one batch as they are (their indexes are already
    /// UIKit's: old for deletes and move sources, new for inserts and move targets). An
    /// item that moves and changes content is deleted and inserted instead, since UIKit
    /// refuses a reload and a move of one index path. Updates in place and replaces are
    /// reloaded after the batch, at their new indexes, as the article's library does.
    ///
    /// ```swift
    /// let old = [DataItem("a"), DataItem("b")], new = [DataItem("b"), DataItem("c")]
    /// Plan(old: old, changes: Heckel.diff(old: old, new: new))?.stages.count  // 1
    /// ```
    /// - Parameters:
    ///   - old: the items of section 0 before.
    ///   - changes: the changes from `old` to the new items.
    /// - Returns: nil when the changes do not fit `old` (an index out of range, a count
    ///   that does not add up).
    /// - Complexity: O(n + c log c) for n items and c changes.
    public init?(old: [DataItem], changes: [Change<DataItem>]) {
        guard let new = old.applying(changes) else { return nil }
        let updated = Self.pairs(changes, of: .update)
        let moved = Self.pairs(changes, of: .move)
        var deletes: [Int] = []
        var inserts: [Int] = []
        var moves: [Move<Int>] = []
        var reloads: [Int] = []
        for change in changes {
            switch change {
            case .delete(_, let index): deletes.append(index)
            case .insert(_, let index): inserts.append(index)
            case .move(_, let from, let to) where updated.contains(Move(from: from, to: to)):
                deletes.append(from)
                inserts.append(to)
            case .move(_, let from, let to): moves.append(Move(from: from, to: to))
            case .update(_, _, let from, let to) where !moved.contains(Move(from: from, to: to)):
                reloads.append(to)
            case .replace(_, _, let index): reloads.append(index)
            case .update: break
            }
        }
        var updates: [Update] = []
        if !deletes.isEmpty { updates.append(.deleteItems(Self.paths(deletes))) }
        if !inserts.isEmpty { updates.append(.insertItems(Self.paths(inserts))) }
        updates += Move.ordered(moves).map {
            .moveItem(from: IndexPath(item: $0.from, section: 0), to: IndexPath(item: $0.to, section: 0))
        }
        let data = Contents(sections: [Section("0", items: new)])
        var stages = [Stage(batch: BatchUpdate(updates), data: data, outsideBatch: false)]
        if !reloads.isEmpty {
            stages.append(
                Stage(batch: BatchUpdate([.reloadItems(Self.paths(reloads))]), data: data, outsideBatch: true))
        }
        self.strategy = .single
        self.stages = stages.filter { !$0.batch.isEmpty }
    }

    private static func pairs(_ changes: [Change<DataItem>], of kind: ChangeKind) -> Set<Move<Int>> {
        Set(
            changes.compactMap { change in
                guard change.kind == kind, let from = change.oldIndex, let to = change.newIndex else { return nil }
                return Move(from: from, to: to)
            })
    }

    private static func paths(_ items: [Int]) -> [IndexPath] {
        items.sorted().map { IndexPath(item: $0, section: 0) }
    }
}
