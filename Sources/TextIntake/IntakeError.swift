/// Why bytes could not become text, as a fact; the CLI and the page word it.
public enum IntakeError: Error, Equatable, Sendable {
    /// Not UTF-8: the offset of the first byte that does not start or continue a sequence.
    case notUTF8(offset: Int)
    /// Larger than the limit for this kind of input (both in bytes).
    case tooLarge(bytes: Int, limit: Int)
    /// Nothing at that path.
    case missing
    /// A folder where a file was expected.
    case folder
    /// The system refused to open or read it (`errno`).
    case unreadable(code: Int32)
}
