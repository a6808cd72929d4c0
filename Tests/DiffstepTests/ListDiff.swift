import Foundation

/// Reads `diffstep diff --format json` back and applies it, as a UIKit batch would.
enum ListDiff {
    static let algorithms = ["heckel", "wagner-fischer", "myers"]

    struct Problem: Error {}

    /// The new list the JSON's changes describe: deletes and move sources leave (old
    /// indexes), inserts and move targets take their new indexes, replaces redraw a new
    /// index, every other place takes the next surviving old item.
    static func apply(json: String, to old: [String]) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let changes = object?["changes"] as? [[String: Any]] ?? []
        var leaves = Set<Int>()
        var placed: [Int: String] = [:]
        var replaced: [Int: (old: String, new: String)] = [:]
        for change in changes {
            guard let type = change["type"] as? String, let item = change["item"] as? String else { throw Problem() }
            switch type {
            case "delete": leaves.insert(change["index"] as? Int ?? -1)
            case "insert": placed[change["index"] as? Int ?? -1] = item
            case "move":
                leaves.insert(change["from"] as? Int ?? -1)
                placed[change["to"] as? Int ?? -1] = item
            case "replace": replaced[change["index"] as? Int ?? -1] = (change["old"] as? String ?? "", item)
            default: throw Problem()
            }
        }
        var survivors = old.indices.filter { !leaves.contains($0) }.map { old[$0] }.makeIterator()
        let count = old.count - leaves.count + placed.count
        let new = try (0..<count).map { index in
            guard var item = placed[index] ?? survivors.next() else { throw Problem() }
            if let (was, now) = replaced[index] {
                guard was == item else { throw Problem() }
                item = now
            }
            return item
        }
        guard survivors.next() == nil else { throw Problem() }
        return new
    }
}
