/// Pairs a delete and an insert of equal items into one move, as the article's MoveReducer does.
///
/// An alignment only deletes and inserts; an item that changed place shows up as both. The
/// reducer finds those pairs. It compares hashes before calling `==`, the shortcut the
/// article describes: equal items always hash equal, so a different hash rules a pair out
/// with one integer comparison, and only items that share a hash pay for a full
/// comparison (which may still say no: a hash collision is not equality).
///
/// ```swift
/// MoveReducer.reduce([.delete(item: "c", index: 2), .insert(item: "c", index: 5)])
/// // [.move(item: "c", from: 2, to: 5)]
/// ```
package enum MoveReducer {
    /// The changes with each delete that has an equal insert turned into one move.
    ///
    /// Deletes and inserts of equal items pair in order: the first delete of an item with
    /// the first insert of it, and so on. A move takes the delete's place in the list; its
    /// insert is dropped; everything else keeps its order. Applying the result to the old
    /// list gives the same new list as applying the input.
    ///
    /// - Parameter changes: changes whose deletes use old indexes and inserts new ones.
    /// - Returns: the same changes with pairs folded into moves.
    /// - Complexity: O(*n*) hashes for *n* changes, plus one `==` per pair of items that
    ///   share a hash value.
    package static func reduce<Item: Hashable>(_ changes: [Change<Item>]) -> [Change<Item>] {
        // Deletes waiting for a partner, bucketed by hash; positions into `changes`.
        var waiting: [Int: [Int]] = [:]
        for (position, change) in changes.enumerated() {
            if case .delete(let item, _) = change { waiting[item.hashValue, default: []].append(position) }
        }
        guard !waiting.isEmpty else { return changes }
        var result = changes.map(Optional.some)
        for (position, change) in changes.enumerated() {
            guard case .insert(let item, let to) = change else { continue }
            let hash = item.hashValue
            guard let bucket = waiting[hash],
                let slot = bucket.firstIndex(where: { changes[$0].item == item }),
                case .delete(_, let from) = changes[bucket[slot]]
            else { continue }
            result[bucket[slot]] = .move(item: item, from: from, to: to)
            result[position] = nil
            waiting[hash]?.remove(at: slot)
        }
        return result.compactMap { $0 }
    }
}
