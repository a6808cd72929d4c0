import ArgumentParser
import DiffEngine
import Render

/// The list-diff algorithms `diffstep diff` can run.
enum ListDiffAlgorithm: String, CaseIterable, ExpressibleByArgument {
    /// Heckel's linear diff, fewest moves by default.
    case heckel
    /// The Wagner-Fischer table's path turned into changes, then MoveReducer.
    case wagnerFischer = "wagner-fischer"
    /// The standard library's `difference(from:).inferringMoves()`.
    case myers

    /// Runs `algorithm` on two lists of items.
    static func report(
        _ algorithm: Self, old: [String], new: [String], moves: MoveStrategy
    ) throws(CLIError) -> ChangeReport {
        switch algorithm {
        case .heckel:
            return ChangeReport(algorithm: algorithm.rawValue, moves: moves, changes: Heckel.diff(old: old, new: new, moves: moves))
        case .myers:
            return ChangeReport(algorithm: algorithm.rawValue, moves: nil, changes: Myers.diff(old: old, new: new))
        case .wagnerFischer:
            // TEMPORARY until the engine's Trace is merged: then its path goes through
            // Change.changes(from:source:target:) and MoveReducer.reduce(_:).
            throw CLIError(
                ko: "wagner-fischer는 아직 쓸 수 없습니다 (엔진의 Trace가 병합되기 전): heckel 또는 myers를 쓰세요",
                en: "wagner-fischer is not available yet (waits for the engine's Trace): use heckel or myers")
        }
    }
}
