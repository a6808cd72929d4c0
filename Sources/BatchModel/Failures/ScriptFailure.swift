/// A script line that does not parse, with where and why (carried by `BatchError.script`).
public struct ScriptFailure: Sendable, Hashable {
    /// Why the line does not parse.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The first word is no command; `suggestion` is the nearest one by edit distance.
        case unknownCommand(String, suggestion: String?)
        /// The command needs more: `expected` names what (`identifier`, `before: or after:`).
        case missing(expected: String)
        /// A word the command does not take here.
        case unexpected(String)
        /// `animatingDifferences:` takes `true` or `false`.
        case notABoolean(String)
        /// A word that must be one of a few (`identifier | all`).
        case notOneOf(String, String)
        /// The applies up to this line could compare `work` items and sections in all
        /// (`Limits.snapshotApplyWork`): the script is refused before it runs.
        case tooMuchApplyWork(work: Int, limit: Int)

        /// The English text a user reads (Storyboard adds Korean).
        public var description: String {
            switch self {
            case .unknownCommand(let word, let suggestion?): "unknown command '\(word)'. Did you mean '\(suggestion)'?"
            case .unknownCommand(let word, nil): "unknown command '\(word)'"
            case .missing(let expected): "expected \(expected) here"
            case .unexpected(let word): "this command does not take '\(word)'"
            case .notABoolean(let word): "animatingDifferences: takes true or false, not '\(word)'"
            case .notOneOf(let word, let choices): "expected \(choices), not '\(word)'"
            case .tooMuchApplyWork(let work, let limit):
                "up to here the applies could compare \(work) items and sections with the screen (each apply "
                    + "compares them all); the limit is \(limit): split the script or apply less often"
            }
        }
    }

    /// The four facts, behind one reference (`Boxed`), as `ParseFailure`'s: a failure travels
    /// inside every `BatchError`.
    private let fields: Boxed<Fields>

    private struct Fields: Sendable, Hashable {
        var line: Int
        var column: Int
        var text: String
        var reason: Reason
    }

    /// The line, counted from one.
    public var line: Int { fields.value.line }
    /// The column of the offending word, counted from one (in characters).
    public var column: Int { fields.value.column }
    /// The text of the line.
    public var text: String { fields.value.text }
    /// Why it does not parse.
    public var reason: Reason { fields.value.reason }

    /// Creates an error.
    public init(line: Int, column: Int, text: String, reason: Reason) {
        fields = Boxed(Fields(line: line, column: column, text: text, reason: reason))
    }

    public static func == (a: ScriptFailure, b: ScriptFailure) -> Bool { a.fields.value == b.fields.value }
    public func hash(into hasher: inout Hasher) { fields.value.hash(into: &hasher) }
}
