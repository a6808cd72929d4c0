import BatchModel
import BatchParsing
import TextIntake

/// Reads the words of one script line into a command.
struct LineParser {
    var words: [ScriptWord]
    var line: Int
    var text: String
    private var next = 1

    init(words: [ScriptWord], line: Int, text: String) {
        self.words = words
        self.line = line
        self.text = text
    }

    // Short lists, searched in order: smaller code than a `Set` literal's hashing.
    static let beforeWords = ["before", "before:", "beforeItem:", "beforeSection:"]
    static let afterWords = ["after", "after:", "afterItem:", "afterSection:"]
    static let keywords = beforeWords + afterWords + ["toSection:", "animatingDifferences:", "hash:", "equal:"]

    mutating func command() throws(BatchError) -> ScriptCommand {
        let command = try parseHead()
        if next < words.count { throw error(at: next, .unexpected(words[next].text)) }
        return command
    }

    private mutating func parseHead() throws(BatchError) -> ScriptCommand {
        // One lookup in the table of command words, in its order, not a `switch` over the names.
        switch ScriptCommand.words.firstIndex(of: words[0].text) {
        case 0: return .appendSections(try identifiers())
        case 1: return .insertSections(try identifiers(), try anchor())
        case 2: return .deleteSections(try identifiers())
        case 3: return .moveSection(try identifier(), try anchor())
        case 4: return .reloadSections(try identifiers())
        case 5:
            let items = try identifiers()
            guard next < words.count, words[next].text == "toSection:" else {
                return .appendItems(items, toSection: nil)
            }
            next += 1
            return .appendItems(items, toSection: try identifier())
        case 6: return .insertItems(try identifiers(), try anchor())
        case 7: return .deleteItems(try identifiers())
        case 8: return .deleteAllItems
        case 9: return .moveItem(try identifier(), try anchor())
        case 10: return .reloadItems(try identifiers())
        case 11: return .reconfigureItems(try identifiers())
        case 12: return .apply(animatingDifferences: try animation())
        case 13: return .applyUsingReloadData
        case 14: return .itemIdentity(try identityRule())
        case 15: return .mutate(try identifiers())
        default:
            let word = words[0].text
            throw error(at: 0, .unknownCommand(word, suggestion: Self.nearest(to: word)))
        }
    }

    private mutating func identifier() throws(BatchError) -> String {
        guard next < words.count, !Self.keywords.contains(words[next].text) else {
            throw error(at: next, .missing(expected: "identifier"))
        }
        next += 1
        return words[next - 1].text
    }

    private mutating func identifiers() throws(BatchError) -> [String] {
        var result = [try identifier()]
        while next < words.count, !Self.keywords.contains(words[next].text) {
            result.append(words[next].text)
            next += 1
        }
        return result
    }

    private mutating func anchor() throws(BatchError) -> ScriptCommand.Anchor {
        guard next < words.count else { throw error(at: next, .missing(expected: "before: | after:")) }
        let word = words[next].text
        next += 1
        if Self.beforeWords.contains(word) { return .before(try identifier()) }
        if Self.afterWords.contains(word) { return .after(try identifier()) }
        throw error(at: next - 1, .unexpected(word))
    }

    private mutating func animation() throws(BatchError) -> Bool {
        guard next < words.count else { return true }
        guard words[next].text == "animatingDifferences:" else { throw error(at: next, .unexpected(words[next].text)) }
        next += 1
        guard next < words.count else { throw error(at: next, .missing(expected: "true | false")) }
        next += 1
        switch words[next - 1].text {
        case "true": return true
        case "false": return false
        case let other: throw error(at: next - 1, .notABoolean(other))
        }
    }

    private mutating func identityRule() throws(BatchError) -> IdentityRule {
        let hash = try fields(after: "hash:", allowed: [.identifier, .all])
        let equal = try fields(after: "equal:", allowed: IdentityRule.Fields.allCases)
        return IdentityRule(hash: hash, equal: equal)
    }

    private mutating func fields(after keyword: String, allowed: [IdentityRule.Fields]) throws(BatchError)
        -> IdentityRule.Fields
    {
        guard next < words.count, words[next].text == keyword else {
            throw error(at: next, .missing(expected: keyword))
        }
        next += 1
        let names = allowed.map { $0.rawValue }.joined(separator: " | ")
        guard next < words.count else { throw error(at: next, .missing(expected: names)) }
        next += 1
        guard let value = IdentityRule.Fields(rawValue: words[next - 1].text), allowed.contains(value) else {
            throw error(at: next - 1, .notOneOf(words[next - 1].text, names))
        }
        return value
    }

    /// The error for word `index`; past the end it points just after the line.
    private func error(at index: Int, _ reason: ScriptFailure.Reason) -> BatchError {
        let column = index < words.count ? words[index].column : (words.last.map { $0.column + $0.text.count + 1 } ?? 1)
        return .script(ScriptFailure(line: line, column: column, text: text, reason: reason))
    }

    /// The known command closest to `word` (case-insensitive edit distance), if close enough.
    /// A typo in the first letters of a long name (`apend`) counts as close to that name.
    static func nearest(to word: String) -> String? {
        let typed = TextBytes.asciiLowercased(word)
        let scored = ScriptCommand.words.map { candidate in
            let name = TextBytes.asciiLowercased(candidate)
            let prefix = NearestName.distance(typed, String(name.prefix(typed.count))) + 1
            return (candidate, min(NearestName.distance(typed, name), prefix))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(3, best.0.count / 2) ? best.0 : nil
    }

}
