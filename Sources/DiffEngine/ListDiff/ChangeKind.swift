/// The five kinds of ``Change``, for counting and for naming them in JSON and text.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An item added to the new list.
    case insert
    /// An item removed from the old list.
    case delete
    /// An item swapped for a different one at the same place.
    case replace
    /// An item that keeps its identity but changes position.
    case move
    /// An item that keeps its identity but changes content.
    case update

    /// The lower-case English name used in JSON and on the command line.
    public var description: String { rawValue }
}
