/// One grid drawn in a frame: a DP table, a list of items, a row of index paths.
///
/// Every lesson's picture is one or more panels, so every renderer (terminal, HTML, SVG)
/// draws only this one shape: headers, and cells with text and roles.
public struct Panel: Sendable, Hashable {
    /// A caption above the grid ("before", "symbol table"...).
    public var caption: Localized?
    /// Labels across the top; empty for none.
    public var columnHeaders: [String]
    /// Labels down the left; empty for none.
    public var rowHeaders: [String]
    /// The cells, row by row; every row has `columnHeaders.count` cells when there are headers.
    public var cells: [[Cell]]

    /// Creates a panel.
    public init(caption: Localized? = nil, columnHeaders: [String] = [], rowHeaders: [String] = [], cells: [[Cell]]) {
        self.caption = caption
        self.columnHeaders = columnHeaders
        self.rowHeaders = rowHeaders
        self.cells = cells
    }

    /// One cell: its text and the roles it plays in this frame.
    public struct Cell: Sendable, Hashable {
        /// The text shown in the cell (a cost, `2i 1d`, an item name).
        public var text: String
        /// Why the cell is highlighted; empty for a plain cell.
        public var roles: Roles
        /// Where the value came from, for a filled cell of a DP table; nil elsewhere.
        public var origin: Origin?

        /// Creates a cell.
        public init(_ text: String, roles: Roles = [], origin: Origin? = nil) {
            self.text = text
            self.roles = roles
            self.origin = origin
        }
    }

    /// The cell at a position, if it exists.
    public subscript(row: Int, column: Int) -> Cell? {
        guard cells.indices.contains(row), cells[row].indices.contains(column) else { return nil }
        return cells[row][column]
    }
}
