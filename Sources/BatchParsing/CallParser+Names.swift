import BatchModel

extension CallParser {
    /// A name in an expression: a binding, `items`, `nil`, or `IndexPath`/`IndexSet`/`Array(...)`.
    mutating func named(_ name: String, at token: Token) throws(ParseFailure) -> Value {
        switch Self.position(of: name, in: Self.builtinNames) {
        case 0: return .nothing
        case 1, 2: return .enumCase(name)
        case 3: return try indexPath(at: token)
        case 4: return try indexSet(at: token)
        case 5:
            try expect("(")
            let value = try expression()
            try expect(")")
            return value
        case 6, 7:
            if name == "self" {
                try expect(".")
                guard current.identifier == "items" else { break }
                advance()
            }
            guard current.isSymbol("."), peek().identifier == "count" else { break }
            advance()
            advance()
            guard let itemCount else { throw fail(.itemsCountWithoutData, at: token) }
            return .int(itemCount)
        default:
            if let value = bindings[name] { return value }
        }
        throw fail(.unknownName(name), at: token)
    }

    /// The names `named(_:at:)` knows before any binding, by number.
    static let builtinNames = ["nil", "true", "false", "IndexPath", "IndexSet", "Array", "items", "self"]

    /// `IndexPath(item: i, section: s)` or `IndexPath(row: i, section: s)`.
    mutating func indexPath(at token: Token) throws(ParseFailure) -> Value {
        let arguments = try argumentList()
        guard arguments.count == 2, Self.labelled(arguments, 0, "item") || Self.labelled(arguments, 0, "row"),
            Self.labelled(arguments, 1, "section")
        else {
            throw expected(
                .call(["IndexPath(item:section:)", "IndexPath(row:section:)"]), found: .otherArguments, at: token)
        }
        let item = try index(arguments[0])
        let section = try index(arguments[1])
        return .path(IndexPath(item: item, section: section))
    }

    /// `IndexSet(integer: 1)`, `IndexSet(0...2)`, `IndexSet([1, 2])`, `IndexSet(integersIn: 0..<3)`.
    mutating func indexSet(at token: Token) throws(ParseFailure) -> Value {
        let arguments = try argumentList()
        guard arguments.count == 1, let argument = arguments.first else {
            throw expected(
                .call(["IndexSet(integer:)", "IndexSet(range)"]), found: .arguments(arguments.count), at: token)
        }
        if argument.label == "integer" { return .ints([try index(argument)]) }
        return .ints(try indexes(argument))
    }

    /// An argument that must be one non-negative integer.
    func index(_ argument: Argument) throws(ParseFailure) -> Int {
        guard case .int(let value) = argument.value else { throw mismatch(argument, expected: .integer) }
        guard value >= 0 else { throw fail(.negativeIndex(value), at: argument.token) }
        return value
    }

    /// An argument that must be a non-empty list of non-negative integers.
    func indexes(_ argument: Argument) throws(ParseFailure) -> [Int] {
        let list: [Int]
        switch argument.value {
        case .int(let value): list = [value]
        case .ints(let values): list = values
        default: throw mismatch(argument, expected: .sectionNumbers)
        }
        if let negative = list.first(where: { $0 < 0 }) { throw fail(.negativeIndex(negative), at: argument.token) }
        guard !list.isEmpty else { throw fail(.emptyList(.sectionNumbers), at: argument.token) }
        return list
    }

    /// An argument that must be a non-empty list of index paths.
    func paths(_ argument: Argument) throws(ParseFailure) -> [IndexPath] {
        switch argument.value {
        case .path(let path): return [path]
        case .paths(let paths) where !paths.isEmpty: return paths
        case .paths, .ints([]): throw fail(.emptyList(.indexPaths), at: argument.token)
        default: throw mismatch(argument, expected: .indexPaths)
        }
    }

    /// The failure for an argument of the wrong kind; a value only the app knows says so.
    func mismatch(_ argument: Argument, expected: ParseFailure.Expected) -> ParseFailure {
        if case .runtime(let name, let line, let source, let dependsOn) = argument.value {
            return fail(.runtimeValue(name: name, line: line, source: source, dependsOn: dependsOn), at: argument.token)
        }
        return self.expected(expected, found: argument.value.found, at: argument.token)
    }

    /// Records which view a call belongs to; a second view, or one `--view` excludes, fails.
    mutating func noteView(_ kind: ViewKind, name: String, at token: Token) {
        if view == nil {
            view = kind
            viewSource = (name, token.line)
        }
    }

    /// Like `noteView`, but throwing on a conflict.
    mutating func requireView(_ kind: ViewKind, name: String, at token: Token) throws(ParseFailure) {
        if let requiredView, requiredView != kind { throw fail(.wrongView(call: name, view: requiredView), at: token) }
        if let view, view != kind, let source = viewSource {
            throw fail(.mixedViews(first: source.name, firstLine: source.line, second: name), at: token)
        }
        noteView(kind, name: name, at: token)
    }
}
