/// Why and where the calls could not be read.
public struct ParseFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problems, each with its English wording.
    public enum Problem: Sendable, Hashable {
        /// A character that has no place in Swift or the compact form.
        case unexpectedCharacter(Character)
        /// Something else was expected here.
        case expected(String, found: String)
        /// A method or function the parser does not know; `suggestion` is the nearest known name.
        case unknownCall(String, suggestion: String?)
        /// A name used before it was bound with `let`.
        case unknownName(String)
        /// A negative index.
        case negativeIndex(Int)
        /// A number too large to be an index.
        case hugeNumber(String)
        /// `insertItems(at: [])`, an empty range, and the like.
        case emptyList(String)
        /// A `{`, `(` or `[` without its partner, or a partner without an opener.
        case unbalanced(String)
        /// Table-view calls and collection-view calls in one snippet.
        case mixedViews(first: String, firstLine: Int, second: String)
        /// The calls are for one view, `--view` says the other.
        case wrongView(call: String, view: ViewKind)
        /// A value of the wrong kind (a string where an index path is needed).
        case wrongType(expected: String, found: String)
        /// `endUpdates()` without `beginUpdates()`, or a batch never closed.
        case unbalancedBatch(String)
        /// A string that is not closed.
        case unterminatedString
        /// Brackets, closures or calls nested deeper than `limit`.
        case tooDeep(limit: Int)
        /// The snippet spells out more than `limit` evaluation steps (ranges, `.map`s within
        /// `.map`s): a batch that large is a typo or an attack, not a lesson.
        case tooMuchWork(limit: Int)
        /// A call needs a name bound (on `line`, to `source`) from `dependsOn`, which only
        /// the running app knows (the drop coordinator's index paths).
        case runtimeValue(name: String, line: Int, source: String, dependsOn: String)
    }

    /// What went wrong.
    public var problem: Problem
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int
    /// The source line, for a caret under the column.
    public var sourceLine: String

    /// Creates a failure.
    public init(_ problem: Problem, line: Int, column: Int, sourceLine: String) {
        self.problem = problem
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }

    /// The problem in English, without the position.
    public var reason: String {
        switch problem {
        case .unexpectedCharacter(let character): return "unexpected character \"\(character)\""
        case .expected(let what, let found): return "expected \(what), found \(found)"
        case .unknownCall(let name, let suggestion):
            return "unknown call \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .unknownName(let name): return "unknown name \"\(name)\" (bind it with let first)"
        case .negativeIndex(let value): return "index \(value) is negative"
        case .hugeNumber(let text): return "number \(text) is too large for an index"
        case .emptyList(let what): return "empty \(what): the call changes nothing"
        case .unbalanced(let what): return "unbalanced \(what)"
        case .mixedViews(let first, let firstLine, let second):
            return
                "\(second) is a table/collection view call of the other kind than \(first) on line \(firstLine): use one view"
        case .wrongView(let call, let view):
            return "\(call) is not a \(view.className) method (--view \(view.rawValue))"
        case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
        case .unbalancedBatch(let what): return what
        case .unterminatedString: return "string is not closed"
        case .tooDeep(let limit): return "nested more than \(limit) levels deep"
        case .tooMuchWork(let limit): return "spells out more than \(limit) values (ranges and .map within .map)"
        case .runtimeValue(let name, let line, let source, let dependsOn):
            return
                "\"\(name)\" (line \(line): \(source)) depends on \"\(dependsOn)\", which only the running app knows; "
                + "to run this snippet, bind \(name) to a literal such as IndexPath(item: 2, section: 0), a number or a string"
        }
    }

    /// `line:column: reason`.
    public var description: String { "\(line):\(column): \(reason)" }
}
