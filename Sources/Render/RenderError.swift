/// What can go wrong while drawing a page or a picture.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libcmark failed (out of memory, or a tree it refused to change).
    case markdown(String)
    /// A `diffstep` block asks for something no widget draws.
    case unknownWidget(String)

    /// The text a user reads.
    public var description: String {
        switch self {
        case .markdown(let detail): "Markdown: \(detail)"
        case .unknownWidget(let info): "unknown diffstep block: \(info)"
        }
    }
}
