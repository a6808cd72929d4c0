import BatchModel

extension CallParser {
    /// The compact form's verbs; `compactUpdate` reads a verb by its position here.
    static let compactVerbs = ["insert", "delete", "move", "reload"]

    /// `insert 6 7 8`: a verb followed, on the same line, by a number, `(`, or `section`.
    var isCompactStart: Bool {
        guard let verb = current.identifier, Self.compactVerbs.contains(verb) else { return false }
        let next = peek()
        guard next.line == current.line else { return false }
        if case .integer = next.kind { return true }
        return next.identifier == "section" || next.isSymbol("-") || next.isSymbol("(")
    }

    /// One compact line; consecutive lines form one batch until `---` or Swift code.
    mutating func compactStatement() throws(ParseFailure) {
        let verbToken = current
        let verb = current.identifier ?? ""
        let line = current.line
        advance()
        let sections = current.identifier == "section"
        if sections { advance() }
        var numbers: [(Int, Int?, Token)] = []
        while current.line == line, current.kind != .end, !current.isSymbol(";") {
            let token = current
            // `(s, i)`, as an index path prints, is `s:i`.
            let tuple = accept("(")
            let first = try compactNumber()
            var second: Int?
            if tuple {
                try expect(",")
                second = try compactNumber()
                try expect(")")
            } else if accept(":") {
                second = try compactNumber()
            }
            numbers.append((first, second, token))
            _ = accept(",")
        }
        guard !numbers.isEmpty else { throw fail(.emptyList(.index), at: verbToken) }
        let update = try compactUpdate(verb, sections: sections, numbers: numbers, at: verbToken)
        if depth > 0 { pending.append((update, line)) } else { compactPending.append((update, line)) }
    }

    mutating func compactNumber() throws(ParseFailure) -> Int {
        let token = current
        let negative = accept("-")
        guard case .integer(let value) = current.kind else { throw expected(.index) }
        advance()
        if negative { throw fail(.negativeIndex(-value), at: token) }
        return value
    }

    func compactUpdate(_ verb: String, sections: Bool, numbers: [(Int, Int?, Token)], at token: Token)
        throws(ParseFailure) -> Update
    {
        if sections {
            if let path = numbers.first(where: { $0.1 != nil }) {
                throw expected(.sectionNumbers, found: .sectionItemPath, at: path.2)
            }
            let list = numbers.map { $0.0 }
            switch Self.position(of: verb, in: Self.compactVerbs) {
            case 0: return .insertSections(list)
            case 1: return .deleteSections(list)
            case 3: return .reloadSections(list)
            default:
                guard list.count == 2 else {
                    throw expected(.compactMove(sections: true), found: .numbers(list.count), at: token)
                }
                return .moveSection(from: list[0], to: list[1])
            }
        }
        // `s:i` names section s, item i; a bare number is an item of section 0.
        let paths = numbers.map { first, second, _ in
            second.map { IndexPath(item: $0, section: first) } ?? IndexPath(item: first, section: 0)
        }
        switch Self.position(of: verb, in: Self.compactVerbs) {
        case 0: return .insertItems(paths)
        case 1: return .deleteItems(paths)
        case 3: return .reloadItems(paths)
        default:
            guard paths.count == 2 else {
                throw expected(.compactMove(sections: false), found: .indexes(paths.count), at: token)
            }
            return .moveItem(from: paths[0], to: paths[1])
        }
    }

    /// Closes the compact lines read so far into one batch.
    mutating func flushCompact() {
        guard !compactPending.isEmpty else { return }
        statements.append(.batch(BatchUpdate(compactPending.map { $0.0 }, lines: compactPending.map { $0.1 })))
        compactPending = []
    }
}
