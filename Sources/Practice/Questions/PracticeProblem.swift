import BatchModel
import BatchPlanning
import BatchSimulation
import DiffEngine

/// One practice question, drawn from the grader's own generators (``Inputs/draw(balancedDistance:_:)``)
/// so a seed gives the same problem on the site, in tests and in the grader.
public enum PracticeProblem: Sendable, Hashable {
    /// A cell of the table of `source` -> `target` (1-based row and column: the cell has
    /// three neighbours): the value in `.cell`, the operation into it in `.operation`.
    case table(kind: PracticeKind, source: [String], target: [String], row: Int, column: Int, tieBreak: TieBreak)
    /// A batch of compact calls from `old` to `new`, and the answers to choose from: the
    /// message each near-miss of the batch raises, or "none", deduplicated, in a drawn order.
    case batch(old: [String], new: [String], calls: String, choices: [String])

    /// The words drawn for table questions: short, from a small alphabet so letters repeat.
    public static var words: Inputs { Inputs.words(source: wordSource, target: wordSource) }
    /// Each of the two words of ``words``.
    static var wordSource: Inputs.WordSource { .random(length: 3...6, alphabet: ["a", "b", "c", "d", "k", "t"]) }
    /// The lists drawn for batch questions: a few distinct items and two real changes.
    public static var lists: Inputs {
        Inputs.items(
            old: .random(count: 3...5, pool: ["a", "b", "c", "d", "e", "f", "g", "h"]), new: .edits(2), batch: nil)
    }

    /// A new problem of `kind` from `seed`.
    /// - Parameters:
    ///   - kind: which question.
    ///   - seed: any number; the same seed gives the same problem everywhere.
    ///   - words: for table questions, the learner's own tokens (source, target) instead of
    ///     drawn words; only the cell is drawn then.
    ///   - tieBreak: the path's tie-break, for `.operation`.
    /// - Complexity: O(n·m) for table questions; the simulator's for a batch.
    public static func draw(
        _ kind: PracticeKind, seed: UInt64, words: ([String], [String])? = nil, tieBreak: TieBreak = .deepdiff
    ) -> PracticeProblem {
        kind == .crash ? drawBatch(seed: seed) : drawTable(kind, seed: seed, words: words, tieBreak: tieBreak)
    }

    /// A batch question (`.crash`) from `seed`, as ``draw(_:seed:words:tieBreak:)`` draws it;
    /// apart from ``drawTable(_:seed:words:tieBreak:)``, so that the web engine's text part
    /// links no batch code.
    public static func drawBatch(seed: UInt64) -> PracticeProblem {
        var random = StableRandom(seed: seed)
        guard case .items(let oldSource, let newSource, _) = lists else {
            return .batch(old: [], new: [], calls: "", choices: [])
        }
        let (old, new) = Inputs.lists(oldSource, newSource, &random)
        return batch(old: old, new: new, &random)
    }

    /// A table problem, as ``draw(_:seed:words:tieBreak:)`` draws it for `.cell` and
    /// `.operation`, without reaching the batch side (the simulator, the list and script
    /// generators): what the web engine's text part links.
    /// - Parameters:
    ///   - kind: `.cell` or `.operation`.
    ///   - seed: any number; the same seed gives the same problem everywhere.
    ///   - words: the learner's own tokens (source, target) instead of drawn words.
    ///   - tieBreak: the path's tie-break, for `.operation`.
    /// - Returns: a `.table` problem.
    /// - Complexity: O(n·m).
    public static func drawTable(
        _ kind: PracticeKind, seed: UInt64, words: ([String], [String])? = nil, tieBreak: TieBreak = .deepdiff
    ) -> PracticeProblem {
        var random = StableRandom(seed: seed)
        var pair = words ?? ([], [])
        // What `PracticeProblem.words.draw` does for two drawn words, called directly.
        if words == nil,
            case .words(let source, let target) = Inputs.balancedWords(
                wordSource, wordSource, distance: nil, &random)
        {
            pair = (source.map { String($0) }, target.map { String($0) })
        }
        let (row, column) = cell(kind, pair.0, pair.1, tieBreak, &random)
        return .table(kind: kind, source: pair.0, target: pair.1, row: row, column: column, tieBreak: tieBreak)
    }

    /// The question's cell: any cell with three neighbours for `.cell`, a cell of the path
    /// (not the corner) for `.operation`; (0, 0) when the table has no such cell.
    private static func cell(
        _ kind: PracticeKind, _ source: [String], _ target: [String], _ tieBreak: TieBreak,
        _ random: inout StableRandom
    ) -> (Int, Int) {
        guard !source.isEmpty, !target.isEmpty else { return (0, 0) }
        if kind == .cell {
            return (random.int(in: 1...source.count), random.int(in: 1...target.count))
        }
        guard let trace = try? Trace(source: source, target: target, tieBreak: tieBreak) else { return (0, 0) }
        let steps = trace.path.filter { $0.row > 0 || $0.column > 0 }
        guard !steps.isEmpty else { return (0, 0) }
        let step = steps[random.int(in: 0...(steps.count - 1))]
        return (step.row, step.column)
    }

    /// The safe single-batch plan's calls, or one of its near-misses (an index off by one,
    /// a call left out, an insert too many), and the choices.
    private static func batch(old: [String], new: [String], _ random: inout StableRandom) -> PracticeProblem {
        let safe = Plan.singleBatch(old: Contents(items: old), new: Contents(items: new))
        let updates = safe.stages.first?.batch.updates ?? []
        let variants = nearMisses(updates, itemCount: old.count)
        let chosen = variants[random.int(in: 0...(variants.count - 1))]
        var choices = [BatchCheck.none]
        for calls in variants {
            let outcome: String
            do throws(BatchError) {
                outcome = try BatchCheck.raised(old: old, new: new, calls: calls)?.message ?? BatchCheck.none
            } catch {
                continue
            }
            if !choices.contains(outcome) { choices.append(outcome) }
        }
        for index in choices.indices.reversed() where index > 0 {
            choices.swapAt(index, random.int(in: 0...index))
        }
        return .batch(old: old, new: new, calls: chosen, choices: choices)
    }

    /// The safe batch as compact lines, then each near-miss of it.
    static func nearMisses(_ updates: [Update], itemCount: Int) -> [String] {
        func lines(_ list: [Update]) -> String { list.map { $0.compact }.joined(separator: "\n") }
        var out = [lines(updates)]
        for index in updates.indices {
            out.append(lines(updates.enumerated().filter { $0.offset != index }.map { $0.element }))
            var shifted = updates
            switch updates[index] {
            case .insertItems(let paths):
                shifted[index] = .insertItems(paths.map { IndexPath(item: $0.item + 1, section: $0.section) })
            case .deleteItems(let paths):
                shifted[index] = .deleteItems(paths.map { IndexPath(item: $0.item + 1, section: $0.section) })
            case .moveItem(let from, let to): shifted[index] = .moveItem(from: to, to: from)
            default: continue
            }
            out.append(lines(shifted))
        }
        out.append(lines(updates + [.insertItems([IndexPath(item: itemCount, section: 0)])]))
        var unique: [String] = []
        for calls in out where !calls.isEmpty && !unique.contains(calls) { unique.append(calls) }
        return unique.isEmpty ? ["insert 0"] : unique
    }
}
