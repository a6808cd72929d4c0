import DiffEngine
import Testing

/// A move written as the reference vectors write it: `from -> to`.
struct Move: Hashable, CustomStringConvertible {
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
    /// An alignment that keeps a longest common subsequence: a stand-in for a
    /// Wagner-Fischer path (no substitutions), built from the standard library's diff.
    static func alignment<T: Hashable>(_ old: [T], _ new: [T]) -> [EditOperation] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for step in new.difference(from: old) {
            switch step {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [EditOperation] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if removed.contains(oldIndex) {
                operations.append(.delete)
                oldIndex += 1
            } else if inserted.contains(newIndex) {
                operations.append(.insert)
                newIndex += 1
            } else {
                operations.append(.match)
                oldIndex += 1
                newIndex += 1
            }
        }
        return operations
    }

    /// All algorithms' changes, keyed by name.
    static func all<T: Hashable & Sendable>(_ old: [T], _ new: [T]) -> [(String, [Change<T>])] {
        let aligned = Change.changes(from: alignment(old, new), source: old, target: new)
        return [
            ("heckel optimal", Heckel.diff(old: old, new: new)),
            ("heckel moves", Heckel.diff(old: old, new: new, moves: .heckel)),
            ("myers", Myers.diff(old: old, new: new)),
            ("alignment", aligned),
            ("alignment + MoveReducer", MoveReducer.reduce(aligned)),
        ]
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
