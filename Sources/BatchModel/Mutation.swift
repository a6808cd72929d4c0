/// A change the snippet makes to its data source array `items` (never executed: modelled).
public enum Mutation: Sendable, Hashable {
    /// `items.append(x)` and `items.append(contentsOf: [...])`.
    case append([String])
    /// `items.insert(x, at: i)`.
    case insert(String, at: Int)
    /// `items.remove(at: i)`.
    case remove(at: Int)
    /// `items.removeFirst()` / `removeFirst(k)`.
    case removeFirst(Int)
    /// `items.removeLast()` / `removeLast(k)`.
    case removeLast(Int)
    /// `items.removeAll()`.
    case removeAll
    /// `items[i] = x`.
    case assign(String, at: Int)
    /// `items = [...]`.
    case replaceAll([String])

    /// Applies the change to `items`.
    /// - Parameter items: the array, changed in place.
    /// - Returns: `nil`, or why the change cannot apply (Swift would trap).
    /// - Complexity: O(n).
    public func apply(to items: inout [DataItem]) -> MutationProblem? {
        switch self {
        case .append(let values): items += values.map { DataItem($0) }
        case .insert(let value, let index):
            guard index <= items.count else { return MutationProblem("insert(at: \(index))", count: items.count) }
            items.insert(DataItem(value), at: index)
        case .remove(let index):
            guard index < items.count else { return MutationProblem("remove(at: \(index))", count: items.count) }
            items.remove(at: index)
        case .removeFirst(let count):
            guard count <= items.count else { return MutationProblem("removeFirst(\(count))", count: items.count) }
            items.removeFirst(count)
        case .removeLast(let count):
            guard count <= items.count else { return MutationProblem("removeLast(\(count))", count: items.count) }
            items.removeLast(count)
        case .removeAll: items.removeAll()
        case .assign(let value, let index):
            guard index < items.count else { return MutationProblem("items[\(index)]", count: items.count) }
            items[index] = DataItem(value)
        case .replaceAll(let values): items = values.map { DataItem($0) }
        }
        return nil
    }
}
