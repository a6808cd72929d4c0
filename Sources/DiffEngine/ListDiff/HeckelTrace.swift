/// Heckel's diff with every pass recorded, for a storyboard to step through.
///
/// Holds the symbol table after passes 1 and 2, which entry each old and new line points
/// at, the links of passes 3 to 6 in the order they were made, and the final changes.
/// ``oldArray(after:)`` and ``newArray(after:)`` rebuild the paper's OA and NA arrays as
/// they stand after any pass. The changes are exactly those of ``Heckel/diff(old:new:moves:)``.
///
/// ```swift
/// let trace = Heckel.trace(old: Array("abcd"), new: Array("acbd"))
/// trace.passes[0].matches  // pass 3 links a, b, c, d: all are unique
/// trace.changes            // [.move(item: "c", from: 2, to: 1)]
/// ```
package struct HeckelTrace<Item: Hashable> {
    /// The list before.
    package let old: [Item]
    /// The list after.
    package let new: [Item]
    /// The symbol table, entries numbered in order of first appearance (new list first).
    package let symbols: [HeckelSymbol<Item>]
    /// The symbol-table entry each old line points at after pass 2.
    package let oldSymbols: [Int]
    /// The symbol-table entry each new line points at after pass 1.
    package let newSymbols: [Int]
    /// Passes 3 to 6 with their links.
    package let passes: [HeckelPass]
    /// The move strategy ``changes`` was computed with.
    let moveStrategy: MoveStrategy
    /// The final changes: deletes, inserts, moves, updates.
    package let changes: [Change<Item>]
    /// How many moves Heckel's own rule reports (what IGListKit and DeepDiff would show).
    package let heckelMoveCount: Int
    /// The fewest moves: kept items minus a longest common subsequence of the two lists.
    package let optimalMoveCount: Int
    /// The links the fewest moves are counted on, in new order: Heckel's links, except that
    /// copies of a repeated item are paired along a longest common subsequence.
    package let fewestMoveLinks: [HeckelMatch]
    /// False when the search for the fewest moves ran out of its budget
    /// (``ListDiffResult/searchBudget``): ``optimalMoveCount``, ``fewestMoveLinks`` and, with
    /// ``MoveStrategy/optimal``, the moves in ``changes`` are right but may not be the fewest.
    package let isMinimal: Bool

    /// Runs Heckel's diff and records it.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - moves: which kept items ``changes`` reports as moved.
    /// - Complexity: O(*n* + *m*) time and memory for *n* old and *m* new items, plus
    ///   O(*k* log *k*) for the fewest moves among *k* kept items.
    package init(old: [Item], new: [Item], moves: MoveStrategy = .optimal) {
        self.init(old: old, new: new, moves: moves, budget: ListDiffResult<Int>.searchBudget)
    }

    /// As above, with the fewest moves' search budget given (tests pass it on small lists).
    init(old: [Item], new: [Item], moves: MoveStrategy, budget: Int) {
        var table = HeckelTable(old: old, new: new)
        self.old = old
        self.new = new
        oldSymbols = table.oldSymbols
        newSymbols = table.newSymbols
        symbols = Self.symbols(of: table, old: old, new: new)
        var passes: [HeckelPass] = []
        for kind in HeckelPass.Kind.allCases {
            let before = table.newToOld
            switch kind {
            case .uniqueLines: table.matchUniqueLines()
            case .ascending: table.expandAscending()
            case .descending: table.expandDescending()
            case .duplicates: table.pairDuplicates()
            }
            var matches = before.indices.filter { before[$0] < 0 && table.newToOld[$0] >= 0 }
            if kind == .descending { matches.reverse() }
            passes.append(
                HeckelPass(kind: kind, matches: matches.map { HeckelMatch(old: table.newToOld[$0], new: $0) }))
        }
        self.passes = passes
        moveStrategy = moves
        // One search for the fewest moves, for the changes (with `.optimal`) and the counts.
        let fewest = table.pairedForFewestMoves(budget: budget)
        let paired = fewest.table
        isMinimal = fewest.isMinimal
        changes = (moves == .optimal ? paired : table).listedChanges(old: old, new: new, moves: moves) { _, _ in
            false
        }
        heckelMoveCount = table.movedNewLines(.heckel).count { $0 }
        optimalMoveCount = paired.movedNewLines(.optimal).count { $0 }
        fewestMoveLinks = paired.newToOld.indices.filter { paired.newToOld[$0] >= 0 }.map {
            HeckelMatch(old: paired.newToOld[$0], new: $0)
        }
    }

    private static func symbols(of table: HeckelTable, old: [Item], new: [Item]) -> [HeckelSymbol<Item>] {
        var items = [Item?](repeating: nil, count: table.symbolCount)
        for (line, symbol) in table.newSymbols.enumerated() where items[symbol] == nil { items[symbol] = new[line] }
        for (line, symbol) in table.oldSymbols.enumerated() where items[symbol] == nil { items[symbol] = old[line] }
        return items.indices.compactMap { symbol in
            items[symbol].map { item in
                let line = table.oldLineNumbers[symbol]
                return HeckelSymbol(
                    item: item, oldCount: table.oldCounts[symbol], newCount: table.newCounts[symbol],
                    oldLineNumber: line < 0 ? nil : line)
            }
        }
    }
}

extension HeckelTrace: Sendable where Item: Sendable {}

extension Heckel {
    /// Runs the diff and records every pass: see ``HeckelTrace``.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - moves: which kept items the trace's changes report as moved.
    /// - Returns: the recorded run.
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new items, plus O(*k* log *k*).
    package static func trace<Item: Hashable>(
        old: [Item], new: [Item], moves: MoveStrategy = .optimal
    ) -> HeckelTrace<Item> {
        HeckelTrace(old: old, new: new, moves: moves)
    }
}
