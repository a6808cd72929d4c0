import BatchModel

extension CallParser {
    /// A call on the view (or a function the parser knows to ignore).
    mutating func call(_ name: String, at token: Token) throws(ParseFailure) {
        switch Self.position(of: name, in: Self.otherCalls) {
        case 0: return try performBatchUpdates()
        case 1:
            try requireView(.table, name: name, at: token)
            _ = try argumentList()
            depth += 1
        case 2:
            _ = try argumentList()
            guard depth > 0 else { throw fail(.endWithoutBegin, at: token) }
            closeBatch()
        case 3:
            _ = try argumentList()
            statements.append(.reloadData(line: token.line))
        case .some:
            try skipBalanced()
        case nil:
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
                    throw expected(.code("completion:"))
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
        guard current.isSymbol("{") else { throw expected(.code("{")) }
        depth += 1
        try statements(inBraces: current)
        closeBatch()
    }

    /// The batch-update calls; `kind` is the view they belong to, `nil` for both.
    mutating func update(_ name: String, at token: Token) throws(ParseFailure) -> (Update, ViewKind?)? {
        guard let number = Self.position(of: name, in: Self.updateCalls) else { return nil }
        let arguments = try argumentList()
        switch number {
        case 0..<6:
            guard Self.labelled(arguments, 0, "at") else {
                throw expected(.call(["\(name)(at:)"]), found: .otherArguments, at: token)
            }
            let paths = try paths(arguments[0])
            let update: Update =
                number % 3 == 0 ? .insertItems(paths) : number % 3 == 1 ? .deleteItems(paths) : .reloadItems(paths)
            return (update, number < 3 ? .collection : .table)
        case 6, 7:
            guard arguments.count == 2, Self.labelled(arguments, 0, "at"), Self.labelled(arguments, 1, "to") else {
                throw expected(.call(["\(name)(at:to:)"]), found: .otherArguments, at: token)
            }
            return (
                .moveItem(from: try single(arguments[0]), to: try single(arguments[1])),
                number == 6 ? .collection : .table
            )
        case 8..<11:
            guard Self.labelled(arguments, 0, nil) else {
                throw expected(.call(["\(name)(_:)"]), found: .otherArguments, at: token)
            }
            let list = try indexes(arguments[0])
            let update: Update =
                number == 8 ? .insertSections(list) : number == 9 ? .deleteSections(list) : .reloadSections(list)
            return (update, nil)
        default:
            guard arguments.count == 2, Self.labelled(arguments, 0, nil), Self.labelled(arguments, 1, "toSection")
            else {
                throw expected(.call(["moveSection(_:toSection:)"]), found: .otherArguments, at: token)
            }
            return (.moveSection(from: try index(arguments[0]), to: try index(arguments[1])), nil)
        }
    }

    /// The batch-update calls by number, as `update(_:at:)` reads them: the item calls of a
    /// collection view and a table view (insert, delete, reload), their moves, then the section
    /// calls. One table looked up once is smaller code than a `switch` over the names.
    static let updateCalls = [
        "insertItems", "deleteItems", "reloadItems", "insertRows", "deleteRows", "reloadRows", "moveItem", "moveRow",
        "insertSections", "deleteSections", "reloadSections", "moveSection",
    ]

    /// The calls that are not updates, by number, as `call(_:at:)` reads them.
    static let otherCalls = [
        "performBatchUpdates", "beginUpdates", "endUpdates", "reloadData", "print", "debugPrint", "dump", "assert",
        "precondition",
    ]

    /// Whether `arguments` has one at `index` with `label` (`nil`: unlabelled); one function,
    /// so the calls' shapes are checked without copying arguments at every place.
    static func labelled(_ arguments: [Argument], _ index: Int, _ label: String?) -> Bool {
        index < arguments.count && arguments[index].label == label
    }

    /// Where `name` is in `names`.
    static func position(of name: String, in names: [String]) -> Int? {
        var index = 0
        while index < names.count {
            if names[index] == name { return index }
            index += 1
        }
        return nil
    }

    /// An argument that must be one index path.
    func single(_ argument: Argument) throws(ParseFailure) -> IndexPath {
        guard case .path(let path) = argument.value else { throw mismatch(argument, expected: .indexPath) }
        return path
    }
}
