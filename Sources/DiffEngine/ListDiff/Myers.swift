/// Myers' O(*ND*) diff in linear space, with git's preparation: equal ends are linked
/// first and lines found on one side only are set aside before the search.
///
/// Each item is hashed once, into a dense symbol number; the search then compares integers
/// (`CommonSubsequence`, by the middle snake). The result is a shortest edit script of
/// deletes and inserts; with `inferringMoves`, a delete and an insert of equal items pair
/// into a move, in order, as the standard library's `inferringMoves()` does. Moves inferred
/// this way are not the fewest (Heckel's diff finds those).
///
/// ```swift
/// Myers.diff(old: Array("abc"), new: Array("bcd"))
/// // [.delete(item: "a", index: 0), .insert(item: "d", index: 2)]
/// ```
public enum Myers {
    /// The changes from `old` to `new`: a shortest script of deletes and inserts.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - inferringMoves: pair equal deletes and inserts into moves (the default).
    /// - Returns: deletes (by old index), then inserts and moves (by new index).
    /// - Complexity: O(*n* + *m*) hashes for *n* old and *m* new items, then
    ///   O((*n* + *m*) *D*) integer steps for *D* edits, O(*n* + *m*) memory.
    @inlinable
    public static func diff<Item: Hashable>(
        old: [Item], new: [Item], inferringMoves: Bool = true
    ) -> [Change<Item>] {
        result(old: old, new: new, inferringMoves: inferringMoves).changes
    }

    /// The changes from `old` to `new`, and whether the script is the shortest: false when
    /// the search ran out of its budget (``ListDiffResult/searchBudget``), where the script
    /// is right but may be longer, as git's past its cost limit.
    /// - Complexity: as ``diff(old:new:inferringMoves:)``, the search capped at the budget.
    @inlinable
    public static func result<Item: Hashable>(
        old: [Item], new: [Item], inferringMoves: Bool = true
    ) -> ListDiffResult<Item> {
        result(old: old, new: new, inferringMoves: inferringMoves, budget: ListDiffResult<Int>.searchBudget)
    }

    /// As above, with the search's budget given (tests pass it on small lists).
    @inlinable
    static func result<Item: Hashable>(
        old: [Item], new: [Item], inferringMoves: Bool, budget: Int
    ) -> ListDiffResult<Item> {
        let numbers = SymbolNumbering(old, new)
        return changes(
            old: numbers.first, new: numbers.second, symbolCount: numbers.count, inferringMoves: inferringMoves,
            budget: budget, oldItem: { old[$0] }, newItem: { new[$0] })
    }

    /// The changes between two lists of dense symbols; items are made only for changed lines.
    @inlinable
    static func changes<Item>(
        old: [Int], new: [Int], symbolCount: Int, inferringMoves: Bool,
        budget: Int = ListDiffResult<Int>.searchBudget, oldItem: (Int) -> Item, newItem: (Int) -> Item
    ) -> ListDiffResult<Item> {
        let links = CommonSubsequence(old: old, new: new, symbolCount: symbolCount, search: .myers, budget: budget)
        var deletes: [Change<Item>] = []
        var inserts: [Change<Item>] = []
        var moves: [Change<Item>] = []
        // Unlinked old lines of each symbol, waiting for an equal insert to become a move.
        var waiting = [[Int]](repeating: [], count: inferringMoves ? symbolCount : 0)
        var taken = [Bool](repeating: false, count: old.count)
        if inferringMoves {
            for index in old.indices.reversed() where links.oldToNew[index] < 0 {
                waiting[old[index]].append(index)
            }
        }
        for index in new.indices where links.newToOld[index] < 0 {
            if inferringMoves, let from = waiting[new[index]].popLast() {
                taken[from] = true
                moves.append(.move(item: oldItem(from), from: from, to: index))
            } else {
                inserts.append(.insert(item: newItem(index), index: index))
            }
        }
        for index in old.indices where links.oldToNew[index] < 0 && !taken[index] {
            deletes.append(.delete(item: oldItem(index), index: index))
        }
        return ListDiffResult(changes: deletes + inserts + moves, isMinimal: links.isMinimal)
    }
}
