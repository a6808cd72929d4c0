import BatchModel

/// One cell in a reading: the item it shows and how it got there.
public struct ViewCell: Sendable, Hashable {
    /// How the cell came to be where it is.
    public enum Mark: String, Sendable, Hashable {
        /// An old cell that stayed.
        case kept
        /// A new cell from an insert; its item is known once the data source is asked.
        case inserted
        /// A fresh cell from a reload.
        case reloaded
        /// An old cell that a move carried here.
        case moved
    }

    /// The item shown; `nil` for a fresh cell before the data source is asked.
    public var item: DataItem?
    /// How it got here.
    public var mark: Mark

    /// Creates a cell.
    public init(_ item: DataItem?, _ mark: Mark) {
        self.item = item
        self.mark = mark
    }
}
