/// One change that turns an old list into a new list, with the index a collection view needs.
///
/// Indexes follow UIKit's batch-update rules, so a batch planner can use them as they are:
/// deletes and move sources count in the **old** list, inserts and move targets in the
/// **new** list. A ``replace(old:new:index:)`` carries the **new** index, as the article's
/// library (DeepDiff) does; that is why its reloads must run after `performBatchUpdates`,
/// where UIKit expects old indexes. An ``update(old:new:from:to:)`` carries both.
///
/// ```swift
/// Heckel.diff(old: Array("abc"), new: Array("bcd"))
/// // [.delete(item: "a", index: 0), .insert(item: "d", index: 2)]
/// ```
public enum Change<Item> {
    /// `item` is added at `index` of the new list.
    case insert(item: Item, index: Int)
    /// `item` is removed from `index` of the old list.
    case delete(item: Item, index: Int)
    /// A different item takes the place of `old`: `new` lands at `index` of the new list.
    ///
    /// The two items do not share an identity; the row is another row, not a redrawn one.
    case replace(old: Item, new: Item, index: Int)
    /// `item` leaves index `from` of the old list and arrives at index `to` of the new list.
    ///
    /// When the item also changes content, the move carries the old version and an
    /// ``update(old:new:from:to:)`` with the same indexes follows.
    case move(item: Item, from: Int, to: Int)
    /// The same item (same identity) is drawn with new content: it sits at `from` in the old
    /// list and at `to` in the new list. UIKit reloads it by `from`, inside the batch.
    case update(old: Item, new: Item, from: Int, to: Int)
}

extension Change: Sendable where Item: Sendable {}
extension Change: Equatable where Item: Equatable {}
extension Change: Hashable where Item: Hashable {}

extension Change {
    /// The item the change leaves in the new list (or removes, for a delete).
    ///
    /// - Complexity: O(1).
    public var item: Item {
        switch self {
        case .insert(let item, _), .delete(let item, _), .move(let item, _, _): item
        case .replace(_, let new, _), .update(_, let new, _, _): new
        }
    }

    /// The index in the old list this change reads, or `nil` for an insert or a replace.
    ///
    /// - Complexity: O(1).
    public var oldIndex: Int? {
        switch self {
        case .delete(_, let index): index
        case .move(_, let from, _), .update(_, _, let from, _): from
        case .insert, .replace: nil
        }
    }

    /// The index in the new list this change writes, or `nil` for a delete.
    ///
    /// - Complexity: O(1).
    public var newIndex: Int? {
        switch self {
        case .insert(_, let index), .replace(_, _, let index): index
        case .move(_, _, let to), .update(_, _, _, let to): to
        case .delete: nil
        }
    }

    /// The kind of change, without its items and indexes.
    ///
    /// - Complexity: O(1).
    public var kind: ChangeKind {
        switch self {
        case .insert: .insert
        case .delete: .delete
        case .replace: .replace
        case .move: .move
        case .update: .update
        }
    }
}
