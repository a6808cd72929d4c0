/// How ``EditDistance`` computes a distance without building the table.
public enum DistanceMethod: String, Sendable, Hashable, CaseIterable {
    /// Bit-parallel when its match table stays small, otherwise two rows.
    case automatic
    /// Myers/Hyyrö bit vectors, 64 rows per machine word, blocked for longer inputs.
    case bitParallel = "bit-parallel"
    /// The classic recurrence, keeping only the previous and the current row.
    case twoRow = "two-row"
}
