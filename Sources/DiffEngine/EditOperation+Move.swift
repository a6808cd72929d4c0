extension EditOperation {
    /// The cell this operation comes from, relative to the cell it enters: (rows, columns).
    var step: (rows: Int, columns: Int) {
        switch self {
        case .match, .substitute: (1, 1)
        case .insert: (0, 1)
        case .delete: (1, 0)
        }
    }
}
