/// Line diffs of two whole texts, worked on bytes: the lines are split and numbered without
/// making strings (`LineSymbols`), and only changed lines become strings.
///
/// The changes are exactly those of ``Myers/diff(old:new:inferringMoves:)`` and
/// `Heckel/diff(old:new:moves:)` over `TokenUnit.line.tokens(of:)` of both texts.
///
/// ```swift
/// LineDiff.myers(old: "a\nb\n", new: "b\nc\n")
/// // [.delete(item: "a", index: 0), .insert(item: "c", index: 1)]
/// ```
public enum LineDiff {
    /// Myers' shortest script over the lines of two texts.
    ///
    /// - Parameters:
    ///   - old: the text before.
    ///   - new: the text after.
    ///   - inferringMoves: pair equal deleted and inserted lines into moves.
    /// - Returns: deletes (by old line), then inserts and moves (by new line).
    /// - Complexity: O(*n*) bytes hashed once, then O((*n* + *m*) *D*) for *n* old and *m*
    ///   new lines and *D* edits.
    public static func myers(old: String, new: String, inferringMoves: Bool = true) -> [Change<String>] {
        withLines(old, new) { myers($0, $1, $2, inferringMoves: inferringMoves) }.changes
    }

    /// Myers' shortest script over the lines of two UTF-8 texts given as bytes
    /// (`Intake.body(_:)`): the same changes as for the decoded texts, without decoding them.
    public static func myers(
        old: ArraySlice<UInt8>, new: ArraySlice<UInt8>, inferringMoves: Bool = true
    ) -> [Change<String>] {
        myersResult(old: old, new: new, inferringMoves: inferringMoves).changes
    }

    /// Myers' script over the lines of two UTF-8 texts given as bytes, and whether it is the
    /// shortest (``ListDiffResult``: false past the search's budget).
    public static func myersResult(
        old: ArraySlice<UInt8>, new: ArraySlice<UInt8>, inferringMoves: Bool = true
    ) -> ListDiffResult<String> {
        withLines(old, new) { myers($0, $1, $2, inferringMoves: inferringMoves) }
    }

    static func myers(
        _ symbols: LineSymbols, _ oldLine: (Int) -> String, _ newLine: (Int) -> String, inferringMoves: Bool
    ) -> ListDiffResult<String> {
        Myers.changes(
            old: symbols.old, new: symbols.new, symbolCount: symbols.count, inferringMoves: inferringMoves,
            oldItem: oldLine, newItem: newLine)
    }

    /// Heckel's diff over the lines of two texts.
    ///
    /// - Parameters:
    ///   - old: the text before.
    ///   - new: the text after.
    ///   - moves: which kept lines count as moved.
    /// - Returns: deletes (by old line), then inserts and moves (by new line).
    /// - Complexity: O(*n*) bytes hashed once, O(*n* + *m*) line steps, plus the fewest moves.
    public static func heckel(old: String, new: String, moves: MoveStrategy = .optimal) -> [Change<String>] {
        withLines(old, new) { heckel($0, $1, $2, moves: moves) }.changes
    }

    /// Heckel's diff over the lines of two UTF-8 texts given as bytes (`Intake.body(_:)`).
    public static func heckel(
        old: ArraySlice<UInt8>, new: ArraySlice<UInt8>, moves: MoveStrategy = .optimal
    ) -> [Change<String>] {
        heckelResult(old: old, new: new, moves: moves).changes
    }

    /// Heckel's diff over the lines of two UTF-8 texts given as bytes, and whether its moves
    /// are the fewest (``ListDiffResult``: false past the search's budget).
    public static func heckelResult(
        old: ArraySlice<UInt8>, new: ArraySlice<UInt8>, moves: MoveStrategy = .optimal
    ) -> ListDiffResult<String> {
        withLines(old, new) { heckel($0, $1, $2, moves: moves) }
    }

    static func heckel(
        _ symbols: LineSymbols, _ oldLine: (Int) -> String, _ newLine: (Int) -> String, moves: MoveStrategy
    ) -> ListDiffResult<String> {
        var table = HeckelTable(oldSymbols: symbols.old, newSymbols: symbols.new, symbolCount: symbols.count)
        table.matchAll()
        let result = table.result(
            old: Array(symbols.old.indices), new: Array(symbols.new.indices), moves: moves
        ) { _, _ in false }
        let changes: [Change<String>] = result.changes.map { change in
            switch change {
            case .insert(let line, let index): .insert(item: newLine(line), index: index)
            case .delete(let line, let index): .delete(item: oldLine(line), index: index)
            case .move(let line, let from, let to): .move(item: oldLine(line), from: from, to: to)
            case .replace(let was, let now, let index): .replace(old: oldLine(was), new: newLine(now), index: index)
            case .update(let was, let now, let from, let to):
                .update(old: oldLine(was), new: newLine(now), from: from, to: to)
            }
        }
        return ListDiffResult(changes: changes, isMinimal: result.isMinimal)
    }

    /// Runs `body` on the numbered lines, with a way to make any old or new line a string.
    static func withLines(
        _ old: String, _ new: String,
        _ body: (LineSymbols, (Int) -> String, (Int) -> String) -> ListDiffResult<String>
    ) -> ListDiffResult<String> {
        var old = old
        var new = new
        return old.withUTF8 { oldBytes in new.withUTF8 { newBytes in withLines(oldBytes, newBytes, body) } }
    }

    static func withLines(
        _ old: ArraySlice<UInt8>, _ new: ArraySlice<UInt8>,
        _ body: (LineSymbols, (Int) -> String, (Int) -> String) -> ListDiffResult<String>
    ) -> ListDiffResult<String> {
        old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in withLines(oldBytes, newBytes, body) }
        }
    }

    static func withLines(
        _ oldBytes: UnsafeBufferPointer<UInt8>, _ newBytes: UnsafeBufferPointer<UInt8>,
        _ body: (LineSymbols, (Int) -> String, (Int) -> String) -> ListDiffResult<String>
    ) -> ListDiffResult<String> {
        let symbols = LineSymbols(old: oldBytes, new: newBytes)
        return body(
            symbols,
            { String(decoding: oldBytes[symbols.oldLines[$0]], as: UTF8.self) },
            { String(decoding: newBytes[symbols.newLines[$0]], as: UTF8.self) })
    }
}
