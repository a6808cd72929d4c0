/// DifferenceKit's linear diff for a flat list, ported so that `make bench` runs it beside
/// ours from a fresh clone (DifferenceKit itself is not among the packages this machine can
/// resolve). Algorithm and data layout follow DifferenceKit 1.3.0 (ra1028/DifferenceKit,
/// Apache-2.0): `StagedChangeset(source:target:)` over `diff(source:target:...)` in
/// `Algorithm.swift`, for items whose identity is the item itself (`Differentiable` by
/// `Hashable`, content equal by `==`):
///
/// - identities hashed once each; the occurrence table is a `Dictionary` keyed by a pointer
///   into the source identities plus that hash (DifferenceKit's `TableKey`); repeated
///   identities share a reference-type queue of source indices (`IndicesReference`);
/// - one trace per source item (its target partner, delete offset, tracked flag);
/// - deletes found in one source sweep, then updates, moves and inserts in one target sweep
///   that advances the first untracked source index (`suffix(from:).firstIndex`);
/// - the stages DifferenceKit hands to a table view: updated data, then the data without the
///   deletes, then the target.
///
/// Checked against DifferenceKit built beside it on random lists with repeats (same numbers
/// of deletes, inserts, updates and moves in every stage; see docs/performance-diff.md).
struct DifferenceKitStage<Item> {
    var data: [Item]
    var deleted: [Int] = []
    var inserted: [Int] = []
    var updated: [Int] = []
    var moved: [(source: Int, target: Int)] = []
}

enum DifferenceKitPort {
    struct Trace {
        var reference: Int?
        var deleteOffset = 0
        var isTracked = false
    }

    final class Indices {
        var indices: ContiguousArray<Int>
        var position = 0
        init(_ indices: ContiguousArray<Int>) { self.indices = indices }
        func next() -> Int? {
            guard position < indices.endIndex else { return nil }
            defer { position += 1 }
            return indices[position]
        }
    }

    enum Occurrence {
        case unique(Int)
        case duplicate(Indices)
    }

    /// A dictionary key that hashes its identity once and compares by pointer first.
    struct Key<T: Hashable>: Hashable {
        let hash: Int
        let pointer: UnsafePointer<T>
        init(_ pointer: UnsafePointer<T>) {
            hash = pointer.pointee.hashValue
            self.pointer = pointer
        }
        static func == (left: Key, right: Key) -> Bool {
            left.hash == right.hash && (left.pointer == right.pointer || left.pointer.pointee == right.pointer.pointee)
        }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// The staged changes from `source` to `target`, as `StagedChangeset(source:target:)`.
    static func stages<Item: Hashable>(source: [Item], target: [Item]) -> [DifferenceKitStage<Item>] {
        let source = ContiguousArray(source)
        let target = ContiguousArray(target)
        if source.isEmpty && target.isEmpty { return [] }
        if target.isEmpty { return [DifferenceKitStage(data: [], deleted: Array(source.indices))] }
        if source.isEmpty { return [DifferenceKitStage(data: Array(target), inserted: Array(target.indices))] }

        var deleted: [Int] = []
        var inserted: [Int] = []
        var updated: [Int] = []
        var moved: [(source: Int, target: Int)] = []
        var updatedData = ContiguousArray<Item>()
        var keptData = ContiguousArray<Item>()
        var traces = ContiguousArray<Trace>()
        var identities = ContiguousArray<Item>()
        var targetReferences = ContiguousArray<Int?>(repeating: nil, count: target.count)
        traces.reserveCapacity(source.count)
        identities.reserveCapacity(source.count)
        for item in source {
            traces.append(Trace())
            identities.append(item)
        }

        identities.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var table = [Key<Item>: Occurrence](minimumCapacity: source.count)
            for index in identities.indices {
                let key = Key(base + index)
                switch table[key] {
                case .none: table[key] = .unique(index)
                case .unique(let other)?: table[key] = .duplicate(Indices([other, index]))
                case .duplicate(let indices)?: indices.indices.append(index)
                }
            }
            for targetIndex in target.indices {
                var identity = target[targetIndex]
                let occurrence = withUnsafePointer(to: &identity) { table[Key($0)] }
                switch occurrence {
                case .none: break
                case .unique(let sourceIndex)?:
                    if traces[sourceIndex].reference == nil {
                        targetReferences[targetIndex] = sourceIndex
                        traces[sourceIndex].reference = targetIndex
                    }
                case .duplicate(let indices)?:
                    if let sourceIndex = indices.next() {
                        targetReferences[targetIndex] = sourceIndex
                        traces[sourceIndex].reference = targetIndex
                    }
                }
            }
        }

        var offsetByDelete = 0
        var untracked: Int? = 0
        for sourceIndex in source.indices {
            traces[sourceIndex].deleteOffset = offsetByDelete
            if let targetIndex = traces[sourceIndex].reference {
                updatedData.append(target[targetIndex])
                keptData.append(target[targetIndex])
            } else {
                deleted.append(sourceIndex)
                traces[sourceIndex].isTracked = true
                offsetByDelete += 1
                updatedData.append(source[sourceIndex])
            }
        }
        for targetIndex in target.indices {
            untracked = untracked.flatMap { index in traces.suffix(from: index).firstIndex { !$0.isTracked } }
            if let sourceIndex = targetReferences[targetIndex] {
                traces[sourceIndex].isTracked = true
                if target[targetIndex] != source[sourceIndex] { updated.append(sourceIndex) }
                if sourceIndex != untracked {
                    moved.append((source: sourceIndex - traces[sourceIndex].deleteOffset, target: targetIndex))
                }
            } else {
                inserted.append(targetIndex)
            }
        }

        var stages: [DifferenceKitStage<Item>] = []
        if !updated.isEmpty { stages.append(DifferenceKitStage(data: Array(updatedData), updated: updated)) }
        if !deleted.isEmpty { stages.append(DifferenceKitStage(data: Array(keptData), deleted: deleted)) }
        if !inserted.isEmpty || !moved.isEmpty {
            stages.append(DifferenceKitStage(data: Array(target), inserted: inserted, moved: moved))
        }
        if !stages.isEmpty { stages[stages.count - 1].data = Array(target) }
        return stages
    }
}
