import DiffEngine

/// The frames of Heckel's diff, pass by pass: the symbol table (passes 1 and 2), the OA and
/// NA arrays, the links of passes 3 to 6, the final changes, and Heckel's moves against the
/// fewest.
///
/// Every number comes from the `HeckelTrace`; this type decides what to highlight and
/// what to say.
public struct HeckelStoryboard: Sendable {
    /// The run told, with the fewest moves in its changes.
    package let trace: HeckelTrace<String>
    /// The same run with Heckel's own move rule, to compare.
    let heckelTrace: HeckelTrace<String>
    /// True to end on a question: the fewest moves.
    public var asksForFewestMoves: Bool

    /// Creates a storyboard.
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - asksForFewestMoves: true to make the last frame a question.
    public init(old: [String], new: [String], asksForFewestMoves: Bool = false) {
        self.init(
            trace: HeckelTrace(old: old, new: new, moves: .optimal),
            heckelTrace: HeckelTrace(old: old, new: new, moves: .heckel), asksForFewestMoves: asksForFewestMoves)
    }

    /// A storyboard of two recorded runs of the same lists (tests pass a run whose search was cut short).
    init(trace: HeckelTrace<String>, heckelTrace: HeckelTrace<String>, asksForFewestMoves: Bool) {
        self.trace = trace
        self.heckelTrace = heckelTrace
        self.asksForFewestMoves = asksForFewestMoves
    }

    /// Every frame: the symbol table, the arrays, one per pass, the changes, Heckel's moves,
    /// the fewest moves.
    public var frames: [Frame] {
        [symbolFrame(), arraysFrame()] + trace.passes.map(passFrame) + [changesFrame(), movesFrame(), fewestFrame()]
    }

    /// The two lists, with roles per index.
    func lists(old oldRoles: [Int: Roles] = [:], new newRoles: [Int: Roles] = [:]) -> [Panel] {
        [
            .items(trace.old, caption: Self.oldCaption, roles: oldRoles),
            .items(trace.new, caption: Self.newCaption, roles: newRoles),
        ]
    }

    /// The symbol table: one row per distinct item, `#k` as in the arrays.
    func symbolPanel() -> Panel {
        Panel(
            caption: Localized(
                ko: "심볼 표 (첫 열: 항목, OC: 옛 목록 등장 수, NC: 새 목록 등장 수, OLNO: 옛 목록 줄 번호)",
                en: "symbol table (first column: the item, OC: count in old, NC: count in new, OLNO: line in old)"),
            columnHeaders: ["", "OC", "NC", "OLNO"],
            rowHeaders: trace.symbols.indices.map { "#\($0)" },
            cells: trace.symbols.map { symbol in
                [
                    Panel.Cell(symbol.item), Panel.Cell(String(symbol.oldCount)), Panel.Cell(String(symbol.newCount)),
                    Panel.Cell(symbol.oldLineNumber.map(String.init) ?? "-"),
                ]
            })
    }

    /// OA and NA after `pass` (nil: before any link), links made by `pass` marked current.
    func arrayPanels(after pass: HeckelPass.Kind?) -> [Panel] {
        let fresh = pass.map { kind in trace.passes.first { $0.kind == kind }?.matches ?? [] } ?? []
        let freshOld = Set(fresh.map { $0.old })
        let freshNew = Set(fresh.map { $0.new })
        func cells(_ slots: [HeckelSlot], fresh: Set<Int>) -> [Panel.Cell] {
            slots.enumerated().map { index, slot in
                switch slot {
                case .symbol(let entry): Panel.Cell("#\(entry)")
                case .line(let line):
                    Panel.Cell(String(line), roles: fresh.contains(index) ? [.matched, .current] : [.matched])
                }
            }
        }
        let oldSlots = trace.oldArray(after: pass)
        let newSlots = trace.newArray(after: pass)
        return [
            Panel(
                caption: Localized(
                    ko: "OA: 옛 목록의 각 줄 (#: 심볼 표 항목, 숫자: 이어진 새 줄)",
                    en: "OA: each old line (#: symbol entry, number: linked new line)"),
                columnHeaders: trace.old.indices.map(String.init), rowHeaders: ["old", "OA"],
                cells: [trace.old.map { Panel.Cell($0) }, cells(oldSlots, fresh: freshOld)]),
            Panel(
                caption: Localized(
                    ko: "NA: 새 목록의 각 줄 (#: 심볼 표 항목, 숫자: 이어진 옛 줄)",
                    en: "NA: each new line (#: symbol entry, number: linked old line)"),
                columnHeaders: trace.new.indices.map(String.init), rowHeaders: ["new", "NA"],
                cells: [trace.new.map { Panel.Cell($0) }, cells(newSlots, fresh: freshNew)]),
        ]
    }

    static let oldCaption = Localized(ko: "옛 목록", en: "old")
    static let newCaption = Localized(ko: "새 목록", en: "new")
}
