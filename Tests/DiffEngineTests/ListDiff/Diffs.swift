import DiffEngine
import Testing

/// A move written as the reference vectors write it: `from -> to`.
struct Move: Hashable, Sendable, CustomStringConvertible {
    var from: Int
    var to: Int
    init(_ from: Int, _ to: Int) {
        self.from = from
        self.to = to
    }
    var description: String { "\(from)->\(to)" }
}

extension Array {
    /// Old indexes of the deletes.
    func deletes<Item>() -> Set<Int> where Element == Change<Item> {
        Set(filter { $0.kind == .delete }.compactMap(\.oldIndex))
    }
    /// New indexes of the inserts.
    func inserts<Item>() -> Set<Int> where Element == Change<Item> {
        Set(filter { $0.kind == .insert }.compactMap(\.newIndex))
    }
    /// The moves as `from -> to`.
    func moves<Item>() -> Set<Move> where Element == Change<Item> {
        Set(compactMap { if case .move(_, let from, let to) = $0 { Move(from, to) } else { nil } })
    }
    /// Old indexes of the updates.
    func updates<Item>() -> Set<Int> where Element == Change<Item> {
        Set(filter { $0.kind == .update }.compactMap(\.oldIndex))
    }
}

/// Every algorithm diffstep has, run on one pair of lists.
enum Diffs {
    /// The changes of a Wagner-Fischer path (substitutions become replaces).
    static func wagnerFischer<T: Hashable>(_ old: [T], _ new: [T], tieBreak: TieBreak) -> [Change<T>] {
        let trace = try! Trace(source: old, target: new, tieBreak: tieBreak)
        return Change.changes(from: trace.path.compactMap(\.operation), source: old, target: new)
    }

    /// All algorithms' changes, keyed by name.
    static func all<T: Hashable & Sendable>(_ old: [T], _ new: [T]) -> [(String, [Change<T>])] {
        var all: [(String, [Change<T>])] = [
            ("heckel optimal", Heckel.diff(old: old, new: new)),
            ("heckel moves", Heckel.diff(old: old, new: new, moves: .heckel)),
            ("myers", Myers.diff(old: old, new: new)),
            ("wagner-fischer diff", try! WagnerFischerDiff.diff(old: old, new: new)),
        ]
        for tieBreak in TieBreak.allCases {
            let path = wagnerFischer(old, new, tieBreak: tieBreak)
            all.append(("wagner-fischer \(tieBreak)", path))
            all.append(("wagner-fischer \(tieBreak) + MoveReducer", MoveReducer.reduce(path)))
        }
        return all
    }

    /// Checks that every algorithm's changes turn `old` into `new`; returns Heckel's
    /// (optimal moves) changes for further checks.
    @discardableResult
    static func check<T: Hashable & Sendable>(
        _ old: [T], _ new: [T], sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Change<T>] {
        for (name, changes) in all(old, new) {
            #expect(old.applying(changes) == new, "\(name): \(changes)", sourceLocation: sourceLocation)
        }
        return Heckel.diff(old: old, new: new)
    }

    /// Heckel's changes with the paper's moves, for comparing with the libraries.
    static func heckelMoves<T: Hashable & Sendable>(_ old: [T], _ new: [T]) -> Set<Move> {
        Heckel.diff(old: old, new: new, moves: .heckel).moves()
    }
}
