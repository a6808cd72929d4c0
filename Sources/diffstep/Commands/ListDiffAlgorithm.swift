import ArgumentParser
import DiffEngine
import Render
import Storyboard

/// The list-diff algorithms `diffstep diff` can run.
enum ListDiffAlgorithm: String, CaseIterable, ExpressibleByArgument {
    /// Heckel's linear diff, fewest moves by default.
    case heckel
    /// The Wagner-Fischer table's path turned into changes, then MoveReducer.
    case wagnerFischer = "wagner-fischer"
    /// The standard library's `difference(from:).inferringMoves()`.
    case myers

    /// Runs this algorithm on two texts split into `unit`s; lines are diffed on bytes.
    func report(
        oldText: String, newText: String, unit: Unit, moves: MoveStrategy, maximumCells: Int
    ) throws(CLIError) -> ChangeReport {
        switch (self, unit) {
        case (.heckel, .line):
            ChangeReport(
                algorithm: rawValue, moves: moves, changes: LineDiff.heckel(old: oldText, new: newText, moves: moves))
        case (.myers, .line):
            ChangeReport(algorithm: rawValue, moves: nil, changes: LineDiff.myers(old: oldText, new: newText))
        default:
            try report(
                old: unit.tokens(of: oldText), new: unit.tokens(of: newText), moves: moves, maximumCells: maximumCells)
        }
    }

    /// Runs this algorithm on two lists of items.
    ///
    /// - Parameters:
    ///   - old: the list before.
    ///   - new: the list after.
    ///   - moves: which kept items move (heckel only).
    ///   - maximumCells: the largest Wagner-Fischer table to build.
    /// - Throws: `CLIError` when the Wagner-Fischer table would exceed `maximumCells`.
    func report(old: [String], new: [String], moves: MoveStrategy, maximumCells: Int) throws(CLIError) -> ChangeReport {
        switch self {
        case .heckel:
            return ChangeReport(
                algorithm: rawValue, moves: moves, changes: Heckel.diff(old: old, new: new, moves: moves))
        case .myers:
            return ChangeReport(algorithm: rawValue, moves: nil, changes: Myers.diff(old: old, new: new))
        case .wagnerFischer:
            let trace: Trace<String>
            do {
                trace = try Trace(source: old, target: new, maximumCells: maximumCells)
            } catch {
                throw CLIError(
                    error, table: Localized(ko: "wagner-fischer 표", en: "wagner-fischer table"),
                    wayOut: Localized(ko: "큰 입력에는 --algorithm heckel을 쓰세요", en: "for big inputs use --algorithm heckel")
                )
            }
            let alignment = trace.path.compactMap(\.operation)
            let changes = MoveReducer.reduce(Change.changes(from: alignment, source: old, target: new))
            return ChangeReport(algorithm: rawValue, moves: nil, changes: Self.batchOrder(changes))
        }
    }

    /// The changes in the order the other algorithms give them: deletes by old index, then
    /// inserts, moves and replaces by new index (a path lists them as it walks).
    static func batchOrder(_ changes: [Change<String>]) -> [Change<String>] {
        let rank: [ChangeKind: Int] = [.delete: 0, .insert: 1, .move: 2, .replace: 3, .update: 4]
        return changes.enumerated().sorted { a, b in
            let left = (rank[a.element.kind] ?? 5, a.element.newIndex ?? a.element.oldIndex ?? 0, a.offset)
            let right = (rank[b.element.kind] ?? 5, b.element.newIndex ?? b.element.oldIndex ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }
}
