/// What a trace table writes in each cell.
public enum CellLabel: String, Sendable, CaseIterable {
    /// The cost, with the letter of the operation the cell chose (`1s`).
    case cost
    /// The article's notation of the chosen sub-path (`2i 1d`).
    case ops
}
