/// An item a list diff can follow: an identity says "the same row", content says "drawn the same".
///
/// Two items with the same identity and different content give an ``Change/update(old:new:from:to:)``
/// (a reload of the same cell); two items with different identities are different rows. Plain
/// `Hashable` values need no conformance: the diffs take them directly, with the value as
/// its own identity and nothing to update.
public protocol DiffItem {
    /// What makes two items the same row.
    associatedtype Identity: Hashable
    /// This item's identity; equal identities are the same row.
    var identity: Identity { get }
    /// Whether `other`, an item with the same identity, is drawn the same.
    ///
    /// - Parameter other: the item with the same identity on the other side of the diff.
    /// - Returns: false when the cell must be reloaded.
    /// - Complexity: whatever comparing the content costs.
    func hasSameContent(as other: Self) -> Bool
}
