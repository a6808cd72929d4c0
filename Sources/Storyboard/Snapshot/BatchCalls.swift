import BatchModel
import DiffableSnapshots

/// The calls a batch stands for, written as Swift a learner would type.
package enum BatchCalls {
    /// One line per call, deletes first, then inserts, then moves; `reloadData()` alone for a reload.
    package static func lines(for result: ApplyResult<String>) -> [String] {
        if case .reloadData = result.mode { return ["reloadData()"] }
        let batch = result.batch
        var lines: [String] = []
        if !batch.deletedSections.isEmpty { lines.append("deleteSections([\(list(batch.deletedSections))])") }
        if !batch.insertedSections.isEmpty { lines.append("insertSections([\(list(batch.insertedSections))])") }
        for move in batch.movedSections { lines.append("moveSection(\(move.from), toSection: \(move.to))") }
        if !batch.deletedItems.isEmpty { lines.append("deleteItems(at: [\(paths(batch.deletedItems))])") }
        if !batch.insertedItems.isEmpty { lines.append("insertItems(at: [\(paths(batch.insertedItems))])") }
        for move in batch.movedItems { lines.append("moveItem(at: \(path(move.from)), to: \(path(move.to)))") }
        if !result.reconfigured.isEmpty {
            lines.append("reconfigureItems(at: [\(paths(result.reconfigured.map { $0.at }))])")
        }
        return lines
    }

    /// `[section, item]`, the way Swift writes an index path literal.
    package static func path(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }

    static func paths(_ paths: [IndexPath]) -> String { paths.map(path).joined(separator: ", ") }

    static func list(_ numbers: [Int]) -> String { numbers.map(String.init).joined(separator: ", ") }
}
