import DiffEngine

extension ChangeReport {
    /// The report as JSON: `algorithm`, `moves`, `minimal`, `changes` and `counts`, keys in
    /// that order; `minimal` is false when the search ran out of its budget and the changes
    /// may not be the fewest.
    ///
    /// Each change is an object with `type` and `item` (the item it leaves in the new list,
    /// or the one it deletes), then `index` (insert and delete: new and old index; replace:
    /// new index, with the replaced item as `old`) or `from` and `to` (move and update: old
    /// and new index; an update also has `old`).
    package var json: JSON {
        .members([
            "algorithm": .string(algorithm),
            "moves": .optional(moves?.rawValue),
            "minimal": .bool(isMinimal),
            "changes": .array(changes.map(Self.json(for:))),
            "counts": .members([
                "inserts": .int(counts.inserts), "deletes": .int(counts.deletes),
                "moves": .int(counts.moves), "updates": .int(counts.updates),
                "replaces": .int(counts.replaces),
            ]),
        ])
    }

    private static func json(for change: Change<String>) -> JSON {
        var members = [JSON.Member("type", .string(change.kind.rawValue)), JSON.Member("item", .string(change.item))]
        switch change {
        case .insert(_, let index), .delete(_, let index):
            members.append(JSON.Member("index", .int(index)))
        case .replace(let old, _, let index):
            members += [JSON.Member("old", .string(old)), JSON.Member("index", .int(index))]
        case .move(_, let from, let to):
            members += [JSON.Member("from", .int(from)), JSON.Member("to", .int(to))]
        case .update(let old, _, let from, let to):
            members += [JSON.Member("old", .string(old)), JSON.Member("from", .int(from)), JSON.Member("to", .int(to))]
        }
        return .object(members)
    }
}
