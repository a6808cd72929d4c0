/// Which kept items a list diff reports as moved.
public enum MoveStrategy: String, Sendable, Hashable, CaseIterable {
    /// The fewest moves: kept items on a longest increasing subsequence of their old
    /// positions (in new order) stay, only the others move.
    case optimal
    /// Heckel's moves as IGListKit and DeepDiff report them: a kept item moves whenever
    /// its old index, shifted by the deletes before it and the inserts before its new
    /// index, is not its new index. One item carried far shifts all the items it passes,
    /// and each of those is reported as a move too.
    case heckel
}
