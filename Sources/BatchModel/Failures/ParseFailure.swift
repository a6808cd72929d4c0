/// Why and where the calls could not be read: a fact, worded by Storyboard (`ParseWords`)
/// in the learner's language.
public struct ParseFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problems, each carrying what the parser saw.
    public enum Problem: Sendable, Hashable {
        /// A character that has no place in Swift or the compact form.
        case unexpectedCharacter(Character)
        /// Something else was expected here.
        case expected(Expected, found: Found)
        /// A method or function the parser does not know; `suggestion` is the nearest known name.
        case unknownCall(String, suggestion: String?)
        /// A name used before it was bound with `let`.
        case unknownName(String)
        /// `items.count` with no `--old` data to count.
        case itemsCountWithoutData
        /// A negative index.
        case negativeIndex(Int)
        /// A number too large to be an index (as written, or as a range or sum makes it).
        case hugeNumber(String)
        /// `insertItems(at: [])`, `delete` with no number: the call changes nothing.
        case emptyList(Expected)
        /// A range whose upper bound is below its lower bound (`5...2`); `closed` for `...`.
        case backwardsRange(low: Int, high: Int, closed: Bool)
        /// An opening bracket whose partner never comes.
        case unclosed(Bracket)
        /// The input ends where the closing bracket of `bracket` should be.
        case missingCloser(Bracket)
        /// A closing bracket of another kind than the one open.
        case mismatchedCloser(Bracket)
        /// A closing bracket with nothing open.
        case closesNothing(Bracket)
        /// Table-view calls and collection-view calls in one snippet.
        case mixedViews(first: String, firstLine: Int, second: String)
        /// The calls are for one view, `--view` says the other.
        case wrongView(call: String, view: ViewKind)
        /// `endUpdates()` without `beginUpdates()`.
        case endWithoutBegin
        /// `beginUpdates()` never closed by `endUpdates()`.
        case beginWithoutEnd
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

    /// The three kinds of brackets.
    public enum Bracket: Sendable, Hashable {
        case parenthesis, square, brace

        /// `(`, `[` or `{`.
        public var opening: Character {
            switch self {
            case .parenthesis: "("
            case .square: "["
            case .brace: "{"
            }
        }

        /// `)`, `]` or `}`.
        public var closing: Character {
            switch self {
            case .parenthesis: ")"
            case .square: "]"
            case .brace: "}"
            }
        }

        /// The bracket one of its two characters belongs to.
        public init?(_ character: Character) {
            switch character {
            case "(", ")": self = .parenthesis
            case "[", "]": self = .square
            case "{", "}": self = .brace
            default: return nil
            }
        }
    }

    /// The four facts, behind one reference (`Boxed`): a failure travels back through every
    /// `try` of the parser and inside every `BatchError`.
    private let fields: Boxed<Fields>

    private struct Fields: Sendable, Hashable {
        var problem: Problem
        var line: Int
        var column: Int
        var sourceLine: String
    }

    /// What went wrong.
    public var problem: Problem { fields.value.problem }
    /// 1-based line.
    public var line: Int { fields.value.line }
    /// 1-based column, counted in characters.
    public var column: Int { fields.value.column }
    /// The source line, for a caret under the column.
    public var sourceLine: String { fields.value.sourceLine }

    /// Creates a failure.
    public init(_ problem: Problem, line: Int, column: Int, sourceLine: String) {
        fields = Boxed(Fields(problem: problem, line: line, column: column, sourceLine: sourceLine))
    }

    public static func == (a: ParseFailure, b: ParseFailure) -> Bool { a.fields.value == b.fields.value }
    public func hash(into hasher: inout Hasher) { fields.value.hash(into: &hasher) }

    /// `line:column`; the words are Storyboard's (`ParseWords`).
    public var description: String { "\(line):\(column)" }
}
