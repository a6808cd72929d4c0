import TextIntake

/// Why the text form of data does not read (`BatchError.badContents`). Storyboard words it in
/// Korean and English; `description` is the English.
public enum ContentsProblem: Sendable, Hashable, CustomStringConvertible {
    /// `A: a | : b`: a colon with no name before it.
    case emptySectionName
    /// `a= b` or `=a`: an item or its content is empty, in this word.
    case emptyItem(in: String)
    /// `[3, x]`: a count that is not a whole number from 0 to `Limits.itemsPerCount`.
    case notACount(String)

    public var description: String {
        switch self {
        case .emptySectionName: "empty section name"
        case .emptyItem(let word): "empty item or content in \"\(word)\""
        case .notACount(let word): "\"\(word)\" is not an item count (0 to \(Limits.itemsPerCount))"
        }
    }
}

/// Why a change the calls make to `items` cannot apply, where Swift would trap
/// (`BatchError.badMutation`): the call, and how many elements `items` had.
public struct MutationProblem: Sendable, Hashable, CustomStringConvertible {
    /// The call as the snippet makes it: `insert(at: 7)`, `remove(at: 3)`, `removeFirst(2)`,
    /// `removeLast(2)`, `items[4]`.
    public var call: String
    /// The elements `items` had.
    public var count: Int

    public init(_ call: String, count: Int) {
        self.call = call
        self.count = count
    }

    public var description: String { "\(call) but items has \(count) elements" }
}
