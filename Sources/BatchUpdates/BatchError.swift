/// Everything that can go wrong in this module because of what a user typed.
public enum BatchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text form of contents could not be read.
    case badContents(String, reason: String)
    /// The calls could not be read: where, what, and the nearest known name if any.
    case parse(ParseFailure)
    /// A data-source mutation in the snippet cannot apply (`remove(at: 9)` on six items).
    case badMutation(line: Int, reason: String)
    /// `--new` disagrees with what the snippet's own mutations of `items` produce.
    case newDataDisagrees(expected: String, fromSnippet: String)
    /// The snippet mutates `items` but the data has several sections.
    case mutationNeedsOneSection(line: Int)

    /// The English text a user reads.
    public var description: String {
        switch self {
        case .badContents(let text, let reason):
            return "cannot read the data \"\(text)\": \(reason)"
        case .parse(let failure):
            return failure.description
        case .badMutation(let line, let reason):
            return "line \(line): \(reason)"
        case .newDataDisagrees(let expected, let fromSnippet):
            return "--new is \"\(expected)\" but the snippet's changes to items give \"\(fromSnippet)\""
        case .mutationNeedsOneSection(let line):
            return "line \(line): `items` changes need data with one section"
        }
    }
}
