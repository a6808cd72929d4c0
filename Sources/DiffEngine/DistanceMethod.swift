/// How ``EditDistance`` computes a distance without building the table.
public enum DistanceMethod: String, Sendable, Hashable, CaseIterable {
    /// Banded bit vectors when their match table stays small, otherwise two rows.
    case automatic
    /// Ukkonen's band around the diagonal, doubled until it holds the distance (as edlib
    /// does), on the bit vectors: near-identical texts cost O(*n* × *d* / 64).
    case banded
    /// Myers/Hyyrö bit vectors, 64 rows per machine word, blocked for longer inputs.
    case bitParallel = "bit-parallel"
    /// The classic recurrence, keeping only the previous and the current row.
    case twoRow = "two-row"
}
