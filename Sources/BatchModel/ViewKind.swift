/// Which UIKit view receives the batch; it decides the wording of every message.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// `UICollectionView`: "item", "collection view".
    case collection
    /// `UITableView`: "row", "table view".
    case table

    /// `item` or `row`.
    public var word: String { self == .table ? "row" : "item" }
    /// `collection view` or `table view`.
    public var viewName: String { self == .table ? "table view" : "collection view" }
    /// `Collection view` or `Table view`, as the modern message suffix spells it.
    public var capitalizedViewName: String { self == .table ? "Table view" : "Collection view" }
    /// `UICollectionView` or `UITableView`.
    public var className: String { self == .table ? "UITableView" : "UICollectionView" }
}
