import ArgumentParser
import DiffEngine
import Render
import Storyboard

/// The list-diff algorithms `diffstep diff` can run.
enum ListDiffAlgorithm: String, CaseIterable, ExpressibleByArgument {
    /// Heckel's linear diff, fewest moves by default.
    case heckel
    /// The Wagner-Fischer table's path turned into changes (`WagnerFischerDiff`).
    case wagnerFischer = "wagner-fischer"
    /// The standard library's `difference(from:).inferringMoves()`.
    case myers

    /// Runs heckel or myers on the lines of two texts given as checked bytes (`Intake.body`):
    /// the changes of `report(old:new:...)` over `TokenUnit.line` tokens, worked on bytes.
    /// (wagner-fischer builds its table from tokens: `report(old:new:...)`; it is not asked here.)
    func lineReport(old: ArraySlice<UInt8>, new: ArraySlice<UInt8>, moves: MoveStrategy) -> ChangeReport {
        self == .heckel
            ? ChangeReport(
                algorithm: rawValue, moves: moves, result: LineDiff.heckelResult(old: old, new: new, moves: moves))
            : ChangeReport(algorithm: rawValue, moves: nil, result: LineDiff.myersResult(old: old, new: new))
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
                algorithm: rawValue, moves: moves, result: Heckel.result(old: old, new: new, moves: moves))
        case .myers:
            return ChangeReport(algorithm: rawValue, moves: nil, result: Myers.result(old: old, new: new))
        case .wagnerFischer:
            do throws(DiffEngineError) {
                return ChangeReport(
                    algorithm: rawValue, moves: nil,
                    changes: try WagnerFischerDiff.diff(old: old, new: new, maximumCells: maximumCells))
            } catch {
                throw CLIError(error, table: RefusalWords.wagnerFischerTable, wayOut: RefusalWords.useHeckel)
            }
        }
    }
}
