/// Myers' diff as the Swift standard library implements it, for comparison.
///
/// Not reimplemented: this calls `new.difference(from: old).inferringMoves()` and turns
/// the `CollectionDifference` into ``Change``s. The standard library finds a shortest edit
/// script of deletes and inserts, then pairs a removal and an insertion of equal elements
/// into a move. Moves it infers are not the fewest, and the search is O((*n* + *m*) *d*):
/// fine for a paragraph, very slow for 100,000 items with many changes.
///
/// ```swift
/// Myers.diff(old: Array("abc"), new: Array("bcd"))
/// // [.delete(item: "a", index: 0), .insert(item: "d", index: 2)]
/// ```
public enum Myers {
    /// The changes from `old` to `new` found by the standard library.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - inferringMoves: pair equal removals and insertions into moves (the default).
    /// - Returns: deletes (by old index), then inserts and moves (by new index).
    /// - Complexity: O((*n* + *m*) *d*) for *n* old and *m* new items and *d* edits, plus
    ///   O(*d*) hashes to infer moves.
    public static func diff<Item: Hashable>(
        old: [Item], new: [Item], inferringMoves: Bool = true
    ) -> [Change<Item>] {
        let difference = new.difference(from: old)
        var deletes: [Change<Item>] = []
        var inserts: [Change<Item>] = []
        var moves: [Change<Item>] = []
        for step in inferringMoves ? difference.inferringMoves() : difference {
            switch step {
            case .remove(let offset, let item, let partner):
                if let partner {
                    moves.append(.move(item: item, from: offset, to: partner))
                } else {
                    deletes.append(.delete(item: item, index: offset))
                }
            case .insert(let offset, let item, let partner):
                if partner == nil { inserts.append(.insert(item: item, index: offset)) }
            }
        }
        // The standard library lists removals from the last offset to the first.
        deletes.sort { ($0.oldIndex ?? 0) < ($1.oldIndex ?? 0) }
        inserts.sort { ($0.newIndex ?? 0) < ($1.newIndex ?? 0) }
        moves.sort { ($0.newIndex ?? 0) < ($1.newIndex ?? 0) }
        return deletes + inserts + moves
    }
}
