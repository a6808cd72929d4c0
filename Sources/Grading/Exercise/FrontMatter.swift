import Storyboard
import TextIntake
import Yams

/// The YAML block at the top of an exercise file and typed reads from it that say where a
/// wrong value sits (file and line) when it is not what the format expects.
struct FrontMatter {
    /// The file name used in messages.
    var file: String
    /// The root mapping of the front matter.
    var root: Node.Mapping
    /// The Markdown after the closing `---`.
    var body: String
    /// The file line of the root mapping (the line after the opening `---`).
    var firstLine: Int

    /// Splits `text` into front matter and body and parses the YAML.
    /// - Throws: `GradingError.noFrontMatter` or `.yamlSyntax` with the file line.
    init(text: String, file: String) throws(GradingError) {
        // The one intake ends lines at LF, CRLF and CR and drops a leading BOM.
        let lines = Intake.lines(text)
        guard lines.first.map({ $0.trimmed == "---" }) == true,
            let end = lines.dropFirst().firstIndex(where: { $0.trimmed == "---" || $0.trimmed == "..." })
        else { throw .noFrontMatter(file: file) }
        let yaml = lines[1..<end].joined(separator: "\n")
        self.file = file
        self.firstLine = 2
        self.body = lines[(end + 1)...].joined(separator: "\n")
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw FrontMatter.syntaxError(error, file: file, offset: 1)
        } catch {
            throw .yamlSyntax(file: file, line: 2, problem: String(describing: error))
        }
        if let node, !FrontMatter.isSmall(node) {
            throw .tooManyValues(file: file, line: 2, limit: FrontMatter.largestNodeCount)
        }
        guard let mapping = node?.mapping else {
            throw .badValue(file: file, line: 2, key: "---", expected: GradingError.keyValueMapping)
        }
        self.root = mapping
    }

    /// The most values front matter may hold, counting each alias as the copy it stands for:
    /// nine aliases of nine aliases of ... (a "billion laughs") would otherwise expand without bound.
    static let largestNodeCount = 10_000

    /// Whether `node` expands to at most `largestNodeCount` values; stops counting there.
    static func isSmall(_ node: Node) -> Bool {
        var pending = [node]
        var count = 0
        while let next = pending.popLast() {
            count += 1
            if count > largestNodeCount { return false }
            switch next {
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            default: break
            }
        }
        return true
    }

    private static func syntaxError(_ error: YamlError, file: String, offset: Int) -> GradingError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return .yamlSyntax(file: file, line: mark.line + offset, problem: problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .yamlSyntax(
                file: file, line: context.mark.line + offset,
                problem: "duplicate key \(duplicates.joined(separator: ", "))")
        default:
            return .yamlSyntax(file: file, line: offset + 1, problem: String(describing: error))
        }
    }

    /// The file line of `node` (the mapping's own line when the node has no mark).
    func line(_ node: Node?) -> Int { (node?.mark?.line).map { $0 + firstLine - 1 } ?? firstLine }

    /// The file line of a mapping.
    func line(_ mapping: Node.Mapping) -> Int { mapping.mark.map { $0.line + firstLine - 1 } ?? firstLine }

    /// Fails on any key of `mapping` not in `known`, naming the key's line.
    func rejectUnknownKeys(in mapping: Node.Mapping, known: [String]) throws(GradingError) {
        for (key, _) in mapping {
            let name = key.string ?? String(describing: key)
            if !known.contains(name) {
                throw .unknownKey(file: file, line: line(key), key: name, known: known)
            }
        }
    }

    /// The value at `key`, or a `missingKey` error pointing at the mapping.
    func required(_ key: String, in mapping: Node.Mapping) throws(GradingError) -> Node {
        guard let value = mapping[key] else { throw .missingKey(file: file, line: line(mapping), key: key) }
        return value
    }

    /// A scalar read as text.
    func text(_ node: Node, key: String) throws(GradingError) -> String {
        guard case .scalar(let scalar) = node else { throw bad(node, key, ExpectedWords.text) }
        return scalar.string
    }

    /// A scalar read as a whole number in `range`.
    func int(_ node: Node, key: String, in range: ClosedRange<Int>) throws(GradingError) -> Int {
        guard let value = node.int, range.contains(value) else {
            throw bad(node, key, ExpectedWords.number(in: range))
        }
        return value
    }

    /// A number (`4`) or a range written `[3, 5]` or `3...5`.
    func range(_ node: Node, key: String, in limits: ClosedRange<Int>) throws(GradingError) -> ClosedRange<Int> {
        if case .sequence(let items) = node, items.count == 2 {
            let low = try int(items[0], key: key, in: limits)
            let high = try int(items[1], key: key, in: limits)
            if low <= high { return low...high }
        } else if let text = node.string, text.contains("...") {
            let parts = text.split(separator: ".", omittingEmptySubsequences: true).compactMap { Int($0) }
            if parts.count == 2, parts[0] <= parts[1], limits.contains(parts[0]), limits.contains(parts[1]) {
                return parts[0]...parts[1]
            }
        } else {
            let value = try int(node, key: key, in: limits)
            return value...value
        }
        throw bad(node, key, ExpectedWords.numberOrRange)
    }

    /// A mapping, or an error naming the key.
    func mapping(_ node: Node, key: String) throws(GradingError) -> Node.Mapping {
        guard let mapping = node.mapping else { throw bad(node, key, ExpectedWords.mapping) }
        return mapping
    }

    /// Text in both languages: `{ko: ..., en: ...}`, or one string used for both.
    func localized(_ node: Node, key: String) throws(GradingError) -> Localized {
        if case .scalar = node { return .same(try text(node, key: key)) }
        let map = try mapping(node, key: key)
        try rejectUnknownKeys(in: map, known: ["ko", "en"])
        let ko = try map["ko"].map { (value) throws(GradingError) in try text(value, key: key + ".ko") }
        let en = try map["en"].map { (value) throws(GradingError) in try text(value, key: key + ".en") }
        guard let any = ko ?? en else { throw bad(node, key, ExpectedWords.sentence) }
        return Localized(ko: ko ?? any, en: en ?? any)
    }

    /// A `badValue` error at `node`'s line; `expected` is from ``ExpectedWords``.
    func bad(_ node: Node, _ key: String, _ expected: Localized) -> GradingError {
        .badValue(file: file, line: line(node), key: key, expected: expected)
    }
}
