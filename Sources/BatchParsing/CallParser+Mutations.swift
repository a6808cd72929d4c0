import BatchModel
import TextIntake

extension CallParser {
    /// The arrays read as the data source: `items`, and any `…Items` (`sourceItems`,
    /// `destinationItems`): diffstep simulates one view, so a drop between two views is read
    /// as a move within one.
    static func isDataSource(_ name: String) -> Bool {
        name == "items" || TextBytes.hasSuffix(name, "Items")
    }

    /// `items.append(...)`, `removeFirst()`, `remove(at:)`, `insert(_:at:)`, ...
    mutating func mutation(_ method: String, of receiver: String, at token: Token) throws(ParseFailure) {
        let arguments = try argumentList()
        var call = method + "("
        for argument in arguments { call += (argument.label ?? "_") + ":" }
        call += ")"
        let mutation: Mutation
        switch Self.position(of: call, in: Self.mutationCalls) {
        case 0: mutation = .append([try text(arguments[0])])
        case 1: mutation = .append(try texts(arguments[0]))
        case 2: mutation = .insert(try text(arguments[0]), at: try index(arguments[1]))
        case 3: mutation = .remove(at: try index(arguments[0]))
        case 4: mutation = .removeFirst(1)
        case 5: mutation = .removeFirst(try index(arguments[0]))
        case 6: mutation = .removeLast(1)
        case 7: mutation = .removeLast(try index(arguments[0]))
        case 8: mutation = .removeAll
        default:
            let known = ["append", "insert", "remove", "removeFirst", "removeLast", "removeAll"]
            let suggestion = known.contains(method) ? nil : NearestName.suggestion(for: method, among: known)
            throw fail(
                .unknownCall("\(receiver).\(call)", suggestion: suggestion.map { "\(receiver).\($0)" }), at: token)
        }
        record(mutation, line: token.line)
    }

    /// The changes to `items` the parser reads, by number, with their argument labels.
    static let mutationCalls = [
        "append(_:)", "append(contentsOf:)", "insert(_:at:)", "remove(at:)", "removeFirst()", "removeFirst(_:)",
        "removeLast()", "removeLast(_:)", "removeAll()",
    ]

    /// `items = [...]` and `items[i] = x`.
    mutating func assignment(at token: Token) throws(ParseFailure) {
        if accept("[") {
            let indexToken = current
            let index = try index(Argument(label: nil, value: try expression(), token: indexToken))
            try expect("]")
            try expect("=")
            let valueToken = current
            record(
                .assign(try text(Argument(label: nil, value: try expression(), token: valueToken)), at: index),
                line: token.line)
        } else {
            try expect("=")
            let valueToken = current
            record(
                .replaceAll(try texts(Argument(label: nil, value: try expression(), token: valueToken))),
                line: token.line)
        }
    }

    mutating func record(_ mutation: Mutation, line: Int) {
        if var count = itemCount.map({ [DataItem](repeating: DataItem(""), count: $0) }) {
            itemCount = mutation.apply(to: &count) == nil ? count.count : nil
        }
        statements.append(.mutation(mutation, line: line))
    }

    /// One element for `items`: a string or a number.
    func text(_ argument: Argument) throws(ParseFailure) -> String {
        switch argument.value {
        case .string(let text): return text
        case .int(let value): return String(value)
        default: throw mismatch(argument, expected: .string)
        }
    }

    /// Several elements for `items`.
    func texts(_ argument: Argument) throws(ParseFailure) -> [String] {
        switch argument.value {
        case .strings(let list): return list
        case .ints(let list): return list.map(String.init)
        default: throw mismatch(argument, expected: .strings)
        }
    }
}
