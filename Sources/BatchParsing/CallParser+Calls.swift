import BatchModel

extension CallParser {
    /// A call on the view (or a function the parser knows to ignore).
    mutating func call(_ name: String, at token: Token) throws(ParseFailure) {
        switch name {
        case "performBatchUpdates": return try performBatchUpdates()
        case "beginUpdates":
            try requireView(.table, name: name, at: token)
            _ = try argumentList()
            depth += 1
        case "endUpdates":
            _ = try argumentList()
            guard depth > 0 else { throw fail(.endWithoutBegin, at: token) }
            closeBatch()
        case "reloadData":
            _ = try argumentList()
            statements.append(.reloadData(line: token.line))
        case "print", "debugPrint", "dump", "assert", "precondition":
            try skipBalanced()
        default:
            guard let (update, kind) = try update(name, at: token) else {
                throw fail(.unknownCall(name, suggestion: NearestName.suggestion(for: name)), at: token)
            }
            if let kind { try requireView(kind, name: name, at: token) }
            emit(update, line: token.line)
        }
    }

    /// `performBatchUpdates({ ... }, completion: ...)` and its trailing-closure forms.
    mutating func performBatchUpdates() throws(ParseFailure) {
        let hasParenthesis = accept("(")
        if hasParenthesis, let label = current.identifier, peek().isSymbol(":") {
            guard label == "updates" else { throw fail(.expected(.updatesClosure, found: .label(label + ":"))) }
            advance()
            advance()
        }
        try block()
        if hasParenthesis {
            if accept(",") {
                guard current.identifier == "completion", peek().isSymbol(":") else {
                    throw fail(.expected(.code("completion:"), found: current.found))
                }
                advance()
                advance()
                if current.isSymbol("{") { try skipBalanced() } else { _ = try expression() }
            }
            try expect(")")
        }
        if current.identifier == "completion", peek().isSymbol(":") {
            advance()
            advance()
        }
        if current.isSymbol("{") { try skipBalanced() }
    }

    /// `{ statements }` of a batch; the batch closes at the `}`.
    mutating func block() throws(ParseFailure) {
        guard current.isSymbol("{") else { throw fail(.expected(.code("{"), found: current.found)) }
        depth += 1
        try statements(inBraces: current)
        closeBatch()
    }

    /// The batch-update calls; `kind` is the view they belong to, `nil` for both.
    mutating func update(_ name: String, at token: Token) throws(ParseFailure) -> (Update, ViewKind?)? {
        let kind: ViewKind? =
            name.hasSuffix("Items") || name == "moveItem"
            ? .collection
            : name.hasSuffix("Rows") || name == "moveRow" ? .table : nil
        switch name {
        case "insertItems", "deleteItems", "reloadItems", "insertRows", "deleteRows", "reloadRows":
            let arguments = try argumentList()
            guard let first = arguments.first, first.label == "at" else {
                throw fail(.expected(.call(["\(name)(at:)"]), found: .otherArguments), at: token)
            }
            let paths = try paths(first)
            let update: Update =
                name.hasPrefix("insert")
                ? .insertItems(paths) : name.hasPrefix("delete") ? .deleteItems(paths) : .reloadItems(paths)
            return (update, kind)
        case "moveItem", "moveRow":
            let arguments = try argumentList()
            guard arguments.count == 2, arguments[0].label == "at", arguments[1].label == "to" else {
                throw fail(.expected(.call(["\(name)(at:to:)"]), found: .otherArguments), at: token)
            }
            return (.moveItem(from: try single(arguments[0]), to: try single(arguments[1])), kind)
        case "insertSections", "deleteSections", "reloadSections":
            let arguments = try argumentList()
            guard let first = arguments.first, first.label == nil else {
                throw fail(.expected(.call(["\(name)(_:)"]), found: .otherArguments), at: token)
            }
            let list = try indexes(first)
            let update: Update =
                name.hasPrefix("insert")
                ? .insertSections(list) : name.hasPrefix("delete") ? .deleteSections(list) : .reloadSections(list)
            return (update, nil)
        case "moveSection":
            let arguments = try argumentList()
            guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "toSection" else {
                throw fail(.expected(.call(["moveSection(_:toSection:)"]), found: .otherArguments), at: token)
            }
            return (.moveSection(from: try index(arguments[0]), to: try index(arguments[1])), nil)
        default:
            return nil
        }
    }

    /// An argument that must be one index path.
    func single(_ argument: Argument) throws(ParseFailure) -> IndexPath {
        guard case .path(let path) = argument.value else { throw mismatch(argument, expected: .indexPath) }
        return path
    }
}
