import BatchModel

extension CallParser {
    /// The arrays read as the data source: `items`, and any `…Items` (`sourceItems`,
    /// `destinationItems`): diffstep simulates one view, so a drop between two views is read
    /// as a move within one.
    static func isDataSource(_ name: String) -> Bool {
        name == "items" || name.hasSuffix("Items")
    }

    /// `items.append(...)`, `removeFirst()`, `remove(at:)`, `insert(_:at:)`, ...
    mutating func mutation(_ method: String, of receiver: String, at token: Token) throws(ParseFailure) {
        let arguments = try argumentList()
        let labels = arguments.map { $0.label ?? "_" }
        let mutation: Mutation
        switch (method, labels) {
        case ("append", ["_"]): mutation = .append([try text(arguments[0])])
        case ("append", ["contentsOf"]): mutation = .append(try texts(arguments[0]))
        case ("insert", ["_", "at"]): mutation = .insert(try text(arguments[0]), at: try index(arguments[1]))
        case ("remove", ["at"]): mutation = .remove(at: try index(arguments[0]))
        case ("removeFirst", []): mutation = .removeFirst(1)
        case ("removeFirst", ["_"]): mutation = .removeFirst(try index(arguments[0]))
        case ("removeLast", []): mutation = .removeLast(1)
        case ("removeLast", ["_"]): mutation = .removeLast(try index(arguments[0]))
        case ("removeAll", []): mutation = .removeAll
        default:
            let known = ["append", "insert", "remove", "removeFirst", "removeLast", "removeAll"]
            let suggestion = known.contains(method) ? nil : NearestName.suggestion(for: method, among: known)
            throw fail(
                .unknownCall(
                    "\(receiver).\(method)(\(labels.map { $0 + ":" }.joined()))",
                    suggestion: suggestion.map { "\(receiver).\($0)" }), at: token)
        }
        record(mutation, line: token.line)
    }

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
